import { CHARGER_SCOPE } from '../../contract/chargers';
import { parseChargerTopic } from '../../contract/charger-stream';
import { DATA_SCOPE } from '../../contract/endpoints';
import type { Caller } from '../api/seam';
import { chargersOwnedBy } from '../permissions';

/** A token with either data scope may connect; each topic then needs its own (vehicles: `vehicle:read`). */
export const STREAM_SCOPES = [DATA_SCOPE, CHARGER_SCOPE];

/** `chargers/{chargerId}` as REST decides it: scope `charger:read` and a charger the caller owns (never staff). */
export const chargerStreamAllowed = (caller: Caller, chargerId: string) =>
  caller.scopes.includes(CHARGER_SCOPE) && chargersOwnedBy(caller.principal).includes(chargerId);

/** For a charger topic (or filter, which must be that exact topic): whether the caller may have it; else undefined. */
export function chargerTopicAllowed(caller: Caller, topic: string): boolean | undefined {
  const charger = parseChargerTopic(topic);
  return charger && chargerStreamAllowed(caller, charger.chargerId);
}
