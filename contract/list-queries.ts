import { SEVERITIES } from './alerts';
import { DTC_STATUSES, DTC_SYSTEMS } from './diagnostics';
import { PAGE_DEFAULT_SIZE, PAGE_MAX_SIZE } from './page';
import { anyOf, flag, instant, integer, oneOf, paging, type QueryState } from './query/describe';

/** The query parameters of each list endpoint, described once (see `./query/describe.ts`). */

/** `GET /v1/vehicles/{vin}/alerts` (SPEC §4.2, DESIGN §3). */
export const ALERTS_QUERY = {
  ...paging(['raisedAt', 'clearedAt', 'severity', 'code', 'title'], 'raisedAt,desc'),
  severity: anyOf(SEVERITIES, 'Filter by severity.'),
  active: flag('Filter by active flag.'),
};
export type AlertQuery = QueryState<typeof ALERTS_QUERY>;

/** The journeys list's field sets: `summary` is every member but `route`. */
export const JOURNEY_FIELDS = ['summary'] as const;
/**
 * A page of summaries (about 250 bytes each, no route) may hold this many: five years of a car that drives four times
 * a day are 8 requests, not 73 (each one a DPoP proof, a preflight and a turn of the rate limit).
 */
export const SUMMARY_PAGE_MAX_SIZE = 1000;

/** `GET /v1/vehicles/{vin}/journeys`: `from`/`to` filter on `startTime`, both inclusive (DESIGN §3). */
export const JOURNEYS_QUERY = {
  ...paging(['startTime', 'endTime', 'distance', 'duration', 'averageSpeed'], 'startTime,desc'),
  size: integer({
    min: 1,
    max: PAGE_MAX_SIZE,
    default: PAGE_DEFAULT_SIZE,
    description: 'Page size.',
    widerWhen: { param: 'fields', value: 'summary', max: SUMMARY_PAGE_MAX_SIZE },
  }),
  from: instant('Journeys starting at or after (ISO 8601 UTC).', { notAfter: 'to' }),
  to: instant('Journeys starting at or before (ISO 8601 UTC).'),
  fields: oneOf(JOURNEY_FIELDS, '`summary` leaves out each journey’s `route` (a year of trends in a few small pages).'),
};
export type JourneyQuery = QueryState<typeof JOURNEYS_QUERY>;

/** `GET /v1/chargers`: the caller's chargers (DESIGN §3). */
export const CHARGERS_QUERY = paging(['name', 'id', 'maxPowerKW'], 'name,asc');
export type ChargerQuery = QueryState<typeof CHARGERS_QUERY>;

/** `GET /v1/chargers/{chargerId}/sessions`: `from`/`to` filter on `startTime`, both inclusive (DESIGN §3). */
export const CHARGER_SESSIONS_QUERY = {
  ...paging(['startTime', 'endTime', 'energyKWh', 'maxPowerKW'], 'startTime,desc'),
  from: instant('Sessions starting at or after (ISO 8601 UTC).', { notAfter: 'to' }),
  to: instant('Sessions starting at or before (ISO 8601 UTC).'),
};
export type ChargerSessionQuery = QueryState<typeof CHARGER_SESSIONS_QUERY>;

/** `GET /v1/vehicles/{vin}/diagnostics`: every code on one page unless asked (a car holds far fewer than 100). */
export const DIAGNOSTICS_QUERY = {
  ...paging(['lastSeen', 'firstSeen', 'code', 'severity', 'status', 'occurrences'], 'lastSeen,desc'),
  size: integer({ min: 1, max: PAGE_MAX_SIZE, default: PAGE_MAX_SIZE, description: 'Page size.' }),
  status: anyOf(DTC_STATUSES, 'Filter by status.'),
  system: anyOf(DTC_SYSTEMS, "Filter by system (the code's letter)."),
};
export type DiagnosticsQuery = QueryState<typeof DIAGNOSTICS_QUERY>;
