import { systemOf, type Alert, type SignalValue, type TroubleCode } from '../../../contract';
import { iso } from '../catalogue';
import { fromAlert, histories, listedCodes, PENDING_MS, type DiagnosticState, type Occurrence } from './lifecycle';

export { freshDiagnosticState, type DiagnosticState } from './lifecycle';
export { applyTroubleCodeScenario } from './scenarios';

export type DiagnosticsInputs = {
  now: number;
  /** The car's alerts (active and cleared) as they stand at an instant. */
  alertsAt: (t: number) => Alert[];
  state: DiagnosticState;
  /** The freeze frame of an occurrence, taken when it was set. */
  frame: (o: Occurrence, at: number) => SignalValue[];
};

const citing = (alerts: Alert[]) => alerts.filter((a): a is Alert & { troubleCode: string } => !!a.troubleCode);

function occurrencesAt(alerts: Alert[], state: DiagnosticState): Occurrence[] {
  return [...citing(alerts).map((a) => fromAlert(a, state)), ...state.pending];
}

/** `Vehicle.Diagnostics.DTCList` at `now`, from the alerts status already has (pending codes are never listed). */
export const dtcList = (now: number, alerts: Alert[], state: DiagnosticState) =>
  listedCodes(histories(occurrencesAt(alerts, state), now, state.erasedAt));

/**
 * Every trouble code of the car at `now`, newest detection first. A fault whose alert comes within the next drive
 * cycle is already pending (the alerts a cycle ahead show it).
 */
export function troubleCodesAt({ now, alertsAt, state, frame }: DiagnosticsInputs): TroubleCode[] {
  const upcoming = citing(alertsAt(now + PENDING_MS))
    .filter((a) => Date.parse(a.raisedAt) > now)
    .map((a) => ({ ...fromAlert(a, state), confirmedAt: null, clearedAt: null, evidence: [] }));
  const all = [...occurrencesAt(alertsAt(now), state), ...upcoming];
  return histories(all, now, state.erasedAt)
    .sort((a, b) => b.latest.detectedAt - a.latest.detectedAt || (a.code < b.code ? -1 : 1))
    .map((h) => ({
      code: h.code,
      system: systemOf(h.code)!,
      ecu: h.latest.ecu,
      description: h.latest.description,
      severity: h.latest.severity,
      status: h.status,
      firstSeen: iso(h.firstSeen),
      lastSeen: iso(h.latest.detectedAt),
      occurrences: h.occurrences,
      freezeFrame: frame(h.latest, h.latest.confirmedAt ?? h.latest.detectedAt),
    }));
}
