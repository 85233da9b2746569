/** Shared by the chargers' API tests: the sandbox's chargers, a fleet token that may read them, one URL per operation. */
import { CHARGER_PATH, CHARGER_SESSIONS_PATH, CHARGERS_PATH } from '../../contract/chargers';
import { FLEET } from './endpoint-test-helpers';

export const WALLBOX = 'VWB-22-0417-A';
export const DEPOT = 'DEPOT-FRA-07';
export const FLEET_CHARGER = { ...FLEET, claims: { ...FLEET.claims, scope: 'vehicle:read charger:read' } };

/** Each charger operation's documented path and a URL the default owner gets a 200 from. */
export const CHARGER_URLS: [string, string][] = [
  [CHARGERS_PATH, '/v1/chargers'],
  [CHARGER_PATH, `/v1/chargers/${WALLBOX}`],
  [CHARGER_SESSIONS_PATH, `/v1/chargers/${WALLBOX}/sessions?size=100`],
];
