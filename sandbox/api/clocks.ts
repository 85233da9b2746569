import type { Clock } from '../sim/types';

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
