import { z } from 'zod/mini';
import { lazySchema } from './lazy';
import { pageOf } from './page';

/**
 * Chargers (DESIGN §3): a home or depot charger the account owns, its connectors in OCPP 2.0.1 terms, its meter,
 * and its sessions (OCPP transactions). Scope `charger:read`; a charger the caller does not own is 404.
 */
export const CHARGER_SCOPE = 'charger:read';

export const CHARGER_ID_PATTERN = /^[A-Za-z0-9-]{1,36}$/;
export const CHARGER_ID_MAX_LENGTH = 36;

export const CHARGERS_PATH = '/v1/chargers';
export const CHARGER_PATH = '/v1/chargers/{chargerId}';
export const CHARGER_SESSIONS_PATH = '/v1/chargers/{chargerId}/sessions';

/** OCPP 2.0.1 `ConnectorStatusEnumType`. */
export const CONNECTOR_STATUSES = ['Available', 'Occupied', 'Reserved', 'Unavailable', 'Faulted'] as const;
export type ConnectorStatus = (typeof CONNECTOR_STATUSES)[number];

/** Connector types by their IEC 62196 names, and NACS (SAE J3400). */
export const CONNECTOR_TYPES = ['Type 1', 'Type 2', 'CCS1', 'CCS2', 'CHAdeMO', 'NACS'] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

export const Connector = lazySchema(() =>
  z.object({
    /** OCPP connector id, from 1. */
    id: z.int(),
    type: z.enum(CONNECTOR_TYPES),
    status: z.enum(CONNECTOR_STATUSES),
    /** Power delivered now (0 unless a car is charging). */
    powerKW: z.number(),
    /** The car plugged in, where the service knows it; null when none is. */
    vin: z.nullable(z.string()),
  }),
);
export type Connector = z.infer<typeof Connector>;

/** The charger's energy register (OCPP `Energy.Active.Import.Register`, shown in kWh) and when it was read. */
export const Meter = lazySchema(() => z.object({ energyKWh: z.number(), timestamp: z.string() }));
export type Meter = z.infer<typeof Meter>;

export const Charger = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    vendor: z.string(),
    model: z.string(),
    maxPowerKW: z.number(),
    connectors: z.array(Connector),
    meter: Meter,
  }),
);
export type Charger = z.infer<typeof Charger>;

export const ChargerPage = lazySchema(() => pageOf(Charger));
export type ChargerPage = z.infer<typeof ChargerPage>;

/** One session (OCPP transaction); `endTime` is null while it runs, `energyKWh` is what it delivered so far. */
export const ChargerSession = lazySchema(() =>
  z.object({
    id: z.string(),
    connectorId: z.int(),
    vin: z.nullable(z.string()),
    startTime: z.string(),
    endTime: z.nullable(z.string()),
    energyKWh: z.number(),
    maxPowerKW: z.number(),
  }),
);
export type ChargerSession = z.infer<typeof ChargerSession>;

export const ChargerSessionPage = lazySchema(() => pageOf(ChargerSession));
export type ChargerSessionPage = z.infer<typeof ChargerSessionPage>;

export type ChargerIdProblem = { field: 'chargerId'; rejectedValue: string; message: string };

/** Every reason a charger id is not acceptable; empty when it is. */
export function chargerIdViolations(id: string): ChargerIdProblem[] {
  const out: ChargerIdProblem[] = [];
  const problem = (message: string) => out.push({ field: 'chargerId', rejectedValue: id, message });
  if (id.length < 1 || id.length > CHARGER_ID_MAX_LENGTH)
    problem(`must be 1 to ${CHARGER_ID_MAX_LENGTH} characters (got ${id.length})`);
  if (/[^A-Za-z0-9-]/.test(id)) problem('may contain only letters A–Z, a–z, digits 0–9 and hyphens');
  return out;
}
