import {
  CHARGER_ID_MAX_LENGTH,
  CHARGER_ID_PATTERN,
  CHARGER_PATH,
  CHARGER_SCOPE,
  CHARGER_SESSIONS_PATH,
  CHARGERS_PATH,
  Charger,
  ChargerPage,
  ChargerSessionPage,
  type ChargerSession,
} from '../chargers';
import { CHARGER_SESSIONS_QUERY, CHARGERS_QUERY } from '../list-queries';
import { openApiParameters } from '../query/openapi';
import { commonHeaders, protectedErrors, ref, schema, type Json } from './refs';

const WALLBOX: Charger = {
  id: 'VWB-22-0417-A',
  name: 'Garage wallbox',
  vendor: 'Voltara Energy',
  model: 'HomeBox 22',
  maxPowerKW: 22,
  connectors: [
    { id: 1, type: 'Type 2', status: 'Occupied', powerKW: 7.4, vin: 'SDXE1S2A2RA100001' },
    { id: 2, type: 'Type 2', status: 'Available', powerKW: 0, vin: null },
  ],
  meter: { energyKWh: 4123.456, timestamp: '2026-11-20T01:30:00.000Z' },
};
const SESSION: ChargerSession = {
  id: '100001-chg-20412',
  connectorId: 1,
  vin: 'SDXE1S2A2RA100001',
  startTime: '2026-11-19T00:41:00.000Z',
  endTime: '2026-11-19T02:12:39.000Z',
  energyKWh: 11.3,
  maxPowerKW: 7.5,
};
const page = <T>(content: T[]) => ({
  content,
  page: { number: 0, size: 20, totalElements: content.length, totalPages: 1 },
});

const ok = (description: string, name: string, example: unknown) => ({
  description,
  headers: commonHeaders,
  content: { 'application/json': { schema: ref(name), examples: { wallbox: { value: example } } } },
});

const ACCESS =
  `Needs scope \`${CHARGER_SCOPE}\` (403 without it), a DPoP-bound access token and a fresh DPoP proof with \`ath\`. ` +
  'A charger belongs to an owner’s account (or a fleet client); support staff never see one.';

const chargerGet = (o: { operationId: string; summary: string; description: string; query: Json[]; ok: Json }) => ({
  operationId: o.operationId,
  tags: ['chargers'],
  summary: o.summary,
  description: `${o.description} ${ACCESS}`,
  security: [{ DPoP: [CHARGER_SCOPE] }],
  parameters: [{ $ref: '#/components/parameters/DPoPProof' }, ...o.query],
  responses: { 200: o.ok, ...protectedErrors },
});
const withId = (query: Json[]) => [{ $ref: '#/components/parameters/ChargerId' }, ...query];

/** The chargers' operations (DESIGN §3). */
export const chargerPaths = () => ({
  [CHARGERS_PATH]: {
    get: chargerGet({
      operationId: 'listChargers',
      summary: 'The caller’s chargers',
      description: 'A page of the home or depot chargers the caller owns (an empty page for an account without one).',
      query: openApiParameters(CHARGERS_QUERY),
      ok: ok('A page of chargers', 'ChargerPage', page([WALLBOX])),
    }),
  },
  [CHARGER_PATH]: {
    get: chargerGet({
      operationId: 'getCharger',
      summary: 'One charger: connectors and meter',
      description:
        'Each connector’s OCPP 2.0.1 status (`Available`, `Occupied`, `Reserved`, `Unavailable`, `Faulted`), IEC 62196 type, the power it delivers now and the VIN of the caller’s car plugged in (null when none is); the energy meter with the time of its last reading. A charger the caller does not own is 404 like an unknown one. Live changes stream on `chargers/{chargerId}` with this body.',
      query: withId([]),
      ok: ok('The charger', 'Charger', WALLBOX),
    }),
  },
  [CHARGER_SESSIONS_PATH]: {
    get: chargerGet({
      operationId: 'listChargerSessions',
      summary: 'Charging sessions of one charger',
      description:
        'A page of sessions (OCPP transactions): connector, the car where the service knows it, start and end (null while it runs), the energy delivered in kWh and the highest power. `from`/`to` filter on `startTime`, both inclusive. A car’s home charges appear here with the start, end and energy of its own charging session (`GET /v1/vehicles/{vin}/ev`).',
      query: withId(openApiParameters(CHARGER_SESSIONS_QUERY)),
      ok: ok('A page of sessions', 'ChargerSessionPage', page([SESSION])),
    }),
  },
});

export const chargerSchemas = () => ({
  Charger: schema(Charger),
  ChargerPage: schema(ChargerPage),
  ChargerSessionPage: schema(ChargerSessionPage),
});

export const chargerParameters = {
  ChargerId: {
    name: 'chargerId',
    in: 'path',
    required: true,
    description: 'The charger’s id (letters, digits and hyphens).',
    schema: { type: 'string', minLength: 1, maxLength: CHARGER_ID_MAX_LENGTH, pattern: CHARGER_ID_PATTERN.source },
  },
};

/** The examples the document shows, for the test that checks them against the schemas. */
export const CHARGER_EXAMPLES = { charger: WALLBOX, session: SESSION };
