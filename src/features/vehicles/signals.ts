import type { SignalValue } from '../../../contract';

/** Index signals by VSS name (the last one wins if the service repeats a name). */
export function bySignalName(signals: readonly SignalValue[] | undefined): Map<string, SignalValue> {
  return new Map((signals ?? []).map((s) => [s.name, s]));
}
