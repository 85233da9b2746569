import { useState } from 'react';

/** The buckets a chart draws: first and last index, both included. */
export type BucketWindow = { start: number; end: number };

/**
 * The window after the brush moved to `next`: inside the rows, and at most `max` buckets wide, so a chart draws a
 * bounded number of bars whatever the period (five years by day are 1,830 buckets). When the brush asks for more,
 * the end that did not move follows the one that did.
 */
export function clampWindow(next: BucketWindow, prev: BucketWindow, count: number, max: number): BucketWindow {
  const start = Math.max(0, Math.min(next.start, count - 1));
  const end = Math.max(start, Math.min(next.end, count - 1));
  if (end - start < max) return { start, end };
  return start !== prev.start ? { start, end: start + max - 1 } : { start: end - max + 1, end };
}

/** The newest `size` buckets, where a chart opens. */
export const newestWindow = (count: number, size: number): BucketWindow => ({
  start: Math.max(0, count - size),
  end: Math.max(0, count - 1),
});

/** The window of a chart over `count` buckets; a new set of buckets (another count) opens on its newest again. */
export function useBucketWindow(count: number, size: number, max: number) {
  const [state, setState] = useState({ count, window: newestWindow(count, size) });
  const current = state.count === count ? state.window : newestWindow(count, size);
  const move = (next: BucketWindow) => setState({ count, window: clampWindow(next, current, count, max) });
  return [current, move] as const;
}
