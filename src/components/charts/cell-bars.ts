import type { CellMark } from './cell-chart';

export type BarTone = 'normal' | 'low' | 'high';

/** A value's height in percent of the plot, clamped to it. */
export const pct = (v: number, [lo, hi]: [number, number]) => Math.max(0, Math.min(100, ((v - lo) / (hi - lo)) * 100));

/** Two decimals of the 100-unit-high viewBox: under 0.03 px on a 240 px plot, and a short `d`. */
const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The bars of a cell chart as one path per tone (the lowest and highest cells coloured, the rest in one path): a
 * chart of 200 cells is three SVG elements instead of 200. Each reporting cell `i` is the rectangle x = i + 0.12 to
 * i + 0.88 (the columns of a `0 0 n 100` viewBox) from its value's height down to the axis. Cells without a finite
 * value draw nothing; a cell marked twice (one cell, or all equal) takes its last mark's tone.
 */
export function barPaths(
  values: readonly (number | null)[],
  domain: [number, number],
  marks: readonly CellMark[],
): Record<BarTone, string> {
  const tone = new Map<number, BarTone>(marks.map((m) => [m.index, m.tone]));
  const d: Record<BarTone, string> = { normal: '', low: '', high: '' };
  values.forEach((v, i) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return;
    const y = round(100 - pct(v, domain));
    if (!Number.isFinite(y) || y >= 100) return;
    d[tone.get(i) ?? 'normal'] += `M${i}.12 ${y}h.76V100h-.76Z`;
  });
  return d;
}
