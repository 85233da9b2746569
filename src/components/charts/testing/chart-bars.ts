/** A bar as a user sees it: its tone (colour) and its height in percent of the plot. */
export type SeenBar = { tone: 'normal' | 'low' | 'high'; height: number };

/**
 * The bars a cell chart draws, by cell number (from 1), read back from its paths' geometry: each bar is the
 * rectangle `M{i}.12 {top}h.76V100h-.76Z` of column i. Throws on path data that is anything else, so a test cannot
 * pass on bars it did not read.
 */
export function chartBars(chart: Element): Map<number, SeenBar> {
  const bars = new Map<number, SeenBar>();
  for (const path of chart.querySelectorAll('path.cell-bar')) {
    const tone = path.classList.contains('cell-bar--low')
      ? 'low'
      : path.classList.contains('cell-bar--high')
        ? 'high'
        : 'normal';
    const d = path.getAttribute('d') ?? '';
    const bar = /M(\d+)\.12 (\d+(?:\.\d+)?)h\.76V100h-\.76Z/y;
    let end = 0;
    for (let m = bar.exec(d); m; m = bar.exec(d)) {
      const cell = Number(m[1]) + 1;
      if (bars.has(cell)) throw new Error(`cell ${cell} drawn twice`);
      bars.set(cell, { tone, height: Math.round((100 - Number(m[2])) * 100) / 100 });
      end = bar.lastIndex;
    }
    if (end !== d.length || d.length === 0)
      throw new Error(`unexpected path data at ${end}: "${d.slice(end, end + 40)}"`);
  }
  return bars;
}
