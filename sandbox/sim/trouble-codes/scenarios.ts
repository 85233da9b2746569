import { SEVERITIES, TROUBLE_CODE_PATTERN, type Severity } from '../../../contract';
import { alertOfTroubleCode } from '../alert-codes';
import { Rng } from '../random';
import { ScenarioError } from '../scenario-error';
import type { Scenario } from '../types';
import type { VehicleSim } from '../vehicle-sim';
import { defaultEcu } from './lifecycle';

export type TroubleCodeScenario = Extract<
  Scenario,
  { kind: 'trouble-code-raise' | 'trouble-code-clear' | 'trouble-codes-erase' }
>;

function codeOf(scenario: { code?: unknown }): string {
  const code = scenario.code;
  if (typeof code !== 'string' || !TROUBLE_CODE_PATTERN.test(code))
    throw new ScenarioError('code must be an SAE J2012 code: P, C, B or U, a digit 0–3 and three hex digits (P0A80)');
  return code;
}

function optionalText(value: unknown, field: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > max)
    throw new ScenarioError(`${field} must be a non-empty string of at most ${max} characters`);
  return value;
}

const activeCiting = (v: VehicleSim, code: string, now: number) =>
  v.alertList(now).filter((a) => a.active && a.troubleCode === code);

/** The fault is confirmed: an alert citing the code is raised (detected when its pending detection was, if any). */
function raise(v: VehicleSim, s: Extract<TroubleCodeScenario, { kind: 'trouble-code-raise' }>, now: number) {
  const code = codeOf(s);
  const severity = s.severity as unknown;
  if (severity !== undefined && !(SEVERITIES as readonly unknown[]).includes(severity))
    throw new ScenarioError(`severity must be one of ${SEVERITIES.join(', ')}`);
  if (s.pending !== undefined && typeof s.pending !== 'boolean')
    throw new ScenarioError('pending must be true or false');
  const ecu = optionalText(s.ecu, 'ecu', 40);
  const description = optionalText(s.description, 'description', 2000);
  if (activeCiting(v, code, now).length) throw new ScenarioError(`${code} is already active on ${v.p.vin}`);
  const pending = v.diag.pending.find((o) => o.code === code);
  const def = alertOfTroubleCode(code);
  const text = description ?? def?.description ?? `A control unit set ${code}. Have the car checked at a workshop.`;
  const level = (severity as Severity | undefined) ?? def?.severity ?? 'warning';
  if (s.pending) {
    if (pending) throw new ScenarioError(`${code} is already pending on ${v.p.vin}`);
    v.diag.pending.push({
      code,
      detectedAt: now,
      confirmedAt: null,
      clearedAt: null,
      severity: level,
      description: text,
      ecu: ecu ?? def?.dtc?.ecu ?? defaultEcu(code),
      emission: !!def?.dtc?.emission,
      evidence: [],
    });
    return;
  }
  v.diag.pending = v.diag.pending.filter((o) => o !== pending);
  v.raisedCount += 1;
  const id = `${v.p.tag}-m${v.raisedCount}-${now.toString(36)}`;
  v.diag.manual.set(id, {
    detectedAt: pending?.detectedAt ?? now,
    ecu: ecu ?? pending?.ecu ?? def?.dtc?.ecu ?? defaultEcu(code),
  });
  v.alerts.raised.push({
    id,
    code: def?.code ?? code,
    severity: level,
    title: def?.title ?? `Trouble code ${code}`,
    description: text,
    raisedAt: now,
    signals: def ? def.evidence(v.p, now - 1_000, new Rng(v.p.seed, 'raised', now), v.probe) : [],
    troubleCode: code,
  });
}

/** Applies a trouble-code scenario at `now` (the control interface's way to steer codes), or says why not. */
export function applyTroubleCodeScenario(v: VehicleSim, s: TroubleCodeScenario, now: number) {
  if (s.kind === 'trouble-code-raise') return raise(v, s, now);
  if (s.kind === 'trouble-codes-erase') {
    v.diag.erasedAt = now;
    v.diag.pending = [];
    for (const a of v.alertList(now)) if (a.active && a.troubleCode) v.alerts.cleared.set(a.id, now);
    return;
  }
  // The fault is gone: its alerts clear (the code turns stored, or permanent), a pending detection lapses.
  const code = codeOf(s);
  const active = activeCiting(v, code, now);
  const pending = v.diag.pending.filter((o) => o.code === code);
  if (!active.length && !pending.length) throw new ScenarioError(`${code} is neither active nor pending on ${v.p.vin}`);
  for (const a of active) v.alerts.cleared.set(a.id, now);
  v.diag.pending = v.diag.pending.filter((o) => o.code !== code);
}
