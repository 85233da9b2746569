import { DAY_MS, HOUR_MS, MINUTE_MS, type Profile } from './profiles';
import { serviceReportAt } from './service';
import { unit } from './random';
import type { Snapshot } from './state';

/**
 * How often a group of signals is transmitted. Driving cars stream; parked ones report on wake-ups,
 * on events (doors, locks) or once a day (service figures), so some values are minutes or hours old.
 */
export type Cadence = 'stream' | 'wake' | 'event' | 'tpms' | 'alarm' | 'daily' | 'gnss';

const floorTo = (t: number, step: number, phase: number) => Math.floor((t - phase) / step) * step + phase;

/** When the value of `name` was last transmitted at instant s.t (never after it). */
export function reportedAt(p: Profile, s: Snapshot, name: string, cadence: Cadence): number {
  const t = s.t;
  const jitter = Math.floor(unit(p.seed, 'jitter', name) * 900);
  // A charge that ended woke the car until then, and the car reported the stop: nothing at rest is older than that.
  const awakeUntil = Math.max(s.parkedSince, s.lastSession?.endedAt ?? -Infinity);
  let at: number;
  switch (cadence) {
    case 'stream':
      at = s.driving
        ? t - 250
        : s.charging
          ? floorTo(t, 30_000, 0)
          : Math.max(
              s.parkedSince + 8_000,
              awakeUntil,
              floorTo(t, 15 * MINUTE_MS, (p.seed * 7_919) % (15 * MINUTE_MS)),
            );
      break;
    case 'wake':
      at =
        s.driving || s.charging
          ? floorTo(t, 10_000, 0)
          : Math.max(s.parkedSince + 15_000, awakeUntil, floorTo(t, 4 * HOUR_MS, (p.seed * 104_729) % (4 * HOUR_MS)));
      break;
    case 'event':
      at = s.driving ? s.ignitionOnAt + 4_000 : s.parkedSince + 35_000;
      break;
    case 'tpms':
      at = s.driving ? floorTo(t, 60_000, 0) : s.parkedSince + 60_000;
      break;
    case 'alarm':
      at = floorTo(t, 30_000, (p.seed * 1_009) % 30_000);
      break;
    case 'daily':
      at = serviceReportAt(p, Math.floor(t / DAY_MS));
      if (at > t) at = serviceReportAt(p, Math.floor(t / DAY_MS) - 1);
      break;
    case 'gnss':
      at = s.driving ? t - 400 : s.parkedSince + 3_000;
      break;
  }
  return Math.min(t, at) - jitter;
}
