/** Round tick values (1, 2, 2.5, 5 × 10ⁿ steps) inside [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min) return Number.isFinite(min) ? [min] : [];
  const raw = (max - min) / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const multiples = [1, 2, 2.5, 5, 10];
  const nearest = multiples.reduce((best, m) =>
    Math.abs(Math.log((m * power) / raw)) < Math.abs(Math.log((best * power) / raw)) ? m : best,
  );
  const step = nearest * power;
  const first = Math.ceil(min / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let v = first; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toFixed(12)));
  return ticks;
}

/** Digits that tell ticks of this step apart. */
export function tickDigits(ticks: readonly number[]): number {
  if (ticks.length < 2) return 2;
  const step = Math.abs(ticks[1]! - ticks[0]!);
  for (let d = 0; d < 6; d++) if (Math.abs(Math.round(step * 10 ** d) - step * 10 ** d) < 1e-6) return d;
  return 6;
}
