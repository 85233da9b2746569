import type { SignalValue } from '../../contract';

/** Index signals by VSS name (the last one wins if the service repeats a name). */
export function bySignalName(signals: readonly SignalValue[] | undefined): Map<string, SignalValue> {
  return new Map((signals ?? []).map((s) => [s.name, s]));
}

/** A signal's value when it is a finite number. */
export const numberOf = (s: SignalValue | undefined): number | undefined =>
  typeof s?.value === 'number' && Number.isFinite(s.value) ? s.value : undefined;
