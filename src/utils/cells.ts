export type CellExtreme = { index: number; value: number };
export type CellOutlier = CellExtreme & { z: number };
export type CellStats = {
  count: number;
  min: CellExtreme;
  max: CellExtreme;
  mean: number;
  /** max − min, in millivolts when the values are volts. */
  spreadMv: number;
  /** Population standard deviation, in the unit of the values. */
  stdDev: number;
  /** Cells whose |z-score| reaches the threshold, most extreme first. */
  outliers: CellOutlier[];
};

/**
 * Statistics of a per-cell array (cells are identified by their 0-based position).
 * Values that are not finite numbers are skipped; returns null when no cell has a value.
 */
export function cellStats(values: readonly unknown[], zThreshold = 3): CellStats | null {
  let count = 0,
    sum = 0;
  let min: CellExtreme | undefined, max: CellExtreme | undefined;
  for (let index = 0; index < values.length; index++) {
    const v = values[index];
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    count++;
    sum += v;
    if (!min || v < min.value) min = { index, value: v };
    if (!max || v > max.value) max = { index, value: v };
  }
  if (!min || !max) return null;
  const mean = sum / count;
  let squares = 0;
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v)) squares += (v - mean) ** 2;
  const stdDev = max.value === min.value ? 0 : Math.sqrt(squares / count);
  const outliers: CellOutlier[] = [];
  if (stdDev > 0) {
    values.forEach((v, index) => {
      if (typeof v !== 'number' || !Number.isFinite(v)) return;
      const z = (v - mean) / stdDev;
      if (Math.abs(z) >= zThreshold) outliers.push({ index, value: v, z });
    });
    outliers.sort((a, b) => Math.abs(b.z) - Math.abs(a.z));
  }
  return { count, min, max, mean, spreadMv: (max.value - min.value) * 1000, stdDev, outliers };
}

/** The y-axis range that shows differences between cells: the data range with a margin, never flat. */
export function zoomedDomain(min: number, max: number, marginRatio = 0.1): [number, number] {
  const span = max - min;
  const margin = span > 0 ? span * marginRatio : Math.max(Math.abs(max) * 0.001, 0.001);
  return [min - margin, max + margin];
}

/** Human cell number: cells are 0-based in VSS arrays and numbered from 1 for people. */
export const cellNumber = (index: number) => index + 1;
