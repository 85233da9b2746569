import { ambientC } from './environment';
import { DAY_MS, MINUTE_MS, type Profile, type Wheel } from './profiles';
import { unit } from './random';

/** A `tyre-losing-pressure` scenario in force. */
export type Leak = { wheel: Wheel; since: number; kPaPerMinute: number };

/** Warning threshold: 20 % below the placard (TPMS warn at 20–25 %). */
export const LOW_FRACTION = 0.8;
const FLOOR_KPA = 40;

export const placard = (p: Profile, wheel: Wheel) => (wheel.startsWith('Row1') ? p.placardKPa[0] : p.placardKPa[1]);
export const lowThreshold = (p: Profile, wheel: Wheel) => placard(p, wheel) * LOW_FRACTION;

/** Start of the slow-puncture cycle (the last top-up) at or before t. */
export function punctureCycleStart(p: Profile, t: number): number {
  const sp = p.slowPuncture!;
  const phase = p.seed % sp.cycleDays;
  const period = sp.cycleDays * DAY_MS;
  return Math.floor((t - phase * DAY_MS) / period) * period + phase * DAY_MS;
}

/** Pressure without any scenario: placard, a per-tyre offset, temperature (≈1 kPa per °C), and the van's slow puncture. */
export function naturalPressure(p: Profile, wheel: Wheel, t: number): number {
  const thermal = (ambientC(p, t) - 15) * 1.0;
  const sp = p.slowPuncture;
  if (sp && sp.wheel === wheel) {
    const days = (t - punctureCycleStart(p, t)) / DAY_MS;
    return sp.topUpKPa - sp.lossKPaPerDay * days + thermal;
  }
  return placard(p, wheel) + (unit(p.seed, 'tyre', wheel) - 0.5) * 10 + thermal;
}

export function pressure(p: Profile, wheel: Wheel, t: number, leak?: Leak): number {
  const natural = naturalPressure(p, wheel, t);
  if (!leak || leak.wheel !== wheel || t <= leak.since) return natural;
  const start = naturalPressure(p, wheel, leak.since);
  return Math.max(FLOOR_KPA, start - leak.kPaPerMinute * ((t - leak.since) / MINUTE_MS));
}

/** When a leak takes the tyre below the warning threshold (its `since` if it already was). */
export function leakCrossesThreshold(p: Profile, leak: Leak): number {
  const start = naturalPressure(p, leak.wheel, leak.since);
  const gap = start - lowThreshold(p, leak.wheel);
  return gap <= 0 ? leak.since : leak.since + Math.ceil((gap / leak.kPaPerMinute) * MINUTE_MS);
}
