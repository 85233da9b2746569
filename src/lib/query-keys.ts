import type { RequestQuery } from '../../contract/query';

/**
 * Query keys for every endpoint, general → specific: invalidating `vehicleKeys.detail(vin)` refreshes everything of that car,
 * `vehicleKeys.all` everything of every car. A list's key ends with its request query (`toRequestQuery`): one request,
 * one entry.
 */
export type JourneyRange = { from: string; to: string };

export const vehicleKeys = {
  all: ['vehicles'] as const,
  detail: (vin: string) => [...vehicleKeys.all, vin] as const,
  status: (vin: string) => [...vehicleKeys.detail(vin), 'status'] as const,
  alertsAll: (vin: string) => [...vehicleKeys.detail(vin), 'alerts'] as const,
  alerts: (vin: string, query: RequestQuery) => [...vehicleKeys.alertsAll(vin), query] as const,
  /** Every alert its filters match, in one page (sorted by the title shown, which the service cannot). */
  alertsEvery: (vin: string, filters: RequestQuery) => [...vehicleKeys.alerts(vin, filters), 'every'] as const,
  journeysAll: (vin: string) => [...vehicleKeys.detail(vin), 'journeys'] as const,
  journeys: (vin: string, query: RequestQuery) => [...vehicleKeys.journeysAll(vin), query] as const,
  /** Every journey summary (`fields=summary`) from `from` (or the first kept) to `to`: trends, the journeys view's
   * totals and CSV, the owner's report. */
  journeySummaries: (vin: string, range: { from?: string; to: string }) =>
    [...vehicleKeys.journeysAll(vin), 'summaries', range] as const,
  location: (vin: string) => [...vehicleKeys.detail(vin), 'location'] as const,
  ev: (vin: string) => [...vehicleKeys.detail(vin), 'ev'] as const,
  hvBattery: (vin: string) => [...vehicleKeys.detail(vin), 'ev', 'hv-battery'] as const,
  diagnosticsAll: (vin: string) => [...vehicleKeys.detail(vin), 'diagnostics'] as const,
  diagnostics: (vin: string, query: RequestQuery) => [...vehicleKeys.diagnosticsAll(vin), query] as const,
  /** The support grant a staff caller works under for this car. */
  supportGrant: (vin: string) => [...vehicleKeys.detail(vin), 'support-grant'] as const,
  /** The support grants active on an owner's car. */
  supportGrants: (vin: string) => [...vehicleKeys.detail(vin), 'support-grants'] as const,
};

/** Public endpoints (no token). */
export const serviceKeys = {
  all: ['service'] as const,
  health: () => [...serviceKeys.all, 'health'] as const,
  categories: () => [...serviceKeys.all, 'categories'] as const,
};

/** Chargers the account owns (DESIGN §3): the list, each charger, and its sessions by request query or date range. */
export const chargerKeys = {
  all: ['chargers'] as const,
  list: (query: RequestQuery) => [...chargerKeys.all, 'list', query] as const,
  detail: (id: string) => [...chargerKeys.all, 'charger', id] as const,
  sessionsAll: (id: string) => [...chargerKeys.detail(id), 'sessions'] as const,
  sessions: (id: string, query: RequestQuery) => [...chargerKeys.sessionsAll(id), query] as const,
  /** Every session of a date range (totals, monthly energy and export). */
  sessionRange: (id: string, range: JourneyRange) => [...chargerKeys.sessionsAll(id), 'range', range] as const,
};
