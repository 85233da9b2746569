import type { Clock } from './types';

export type { Clock };

/** Wall-clock time: what the servers use outside tests. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements AdjustableClock {
  private time: number;

  constructor(start: number | string | Date = Date.UTC(2026, 10, 20, 12, 0, 0)) {
    this.time = toMs(start);
  }

  now(): number {
    return this.time;
  }

  set(time: number | string | Date): void {
    this.time = toMs(time);
  }

  advance(ms: number): void {
    this.time += ms;
  }
}

/** A clock the control interface (and tests) can move: `set` jumps to an instant, `advance` moves forward. */
export interface AdjustableClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

export const isAdjustable = (clock: Clock): clock is AdjustableClock =>
  typeof (clock as Partial<AdjustableClock>).set === 'function' &&
  typeof (clock as Partial<AdjustableClock>).advance === 'function';

/**
 * Real time plus an offset the control interface can move (the sandbox with SANDBOX_CONTROL=1 or SANDBOX_START):
 * it starts at `start` (default: now) and runs on at real speed.
 */
export function createOffsetClock(start?: number): AdjustableClock {
  let offset = start === undefined ? 0 : start - Date.now();
  return {
    now: () => Date.now() + offset,
    set: (ms) => void (offset = ms - Date.now()),
    advance: (ms) => void (offset += ms),
  };
}

function toMs(value: number | string | Date): number {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`not a valid time: ${String(value)}`);
  return ms;
}
