import type { Clock } from './types';

export type { Clock };

/** Wall-clock time: what the servers use outside tests. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
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

function toMs(value: number | string | Date): number {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`not a valid time: ${String(value)}`);
  return ms;
}
