import { averageSpeedKmh, kWhPer100Km, litresPer100Km, type Figures } from './figures';

export const COMPARED = [
  'distance',
  'duration',
  'journeys',
  'averageSpeed',
  'energy',
  'kWhPer100Km',
  'fuel',
  'litresPer100Km',
  'cost',
] as const;
export type Compared = (typeof COMPARED)[number];
export type Direction = 'up' | 'down' | 'same';
/** One figure against the previous period: the change and its share of the previous value (null from zero). */
export type Change = {
  figure: Compared;
  current: number;
  previous: number;
  delta: number;
  ratio: number | null;
  direction: Direction;
};

const value = (f: Figures, figure: Compared): number | null => {
  switch (figure) {
    case 'distance':
      return f.distance;
    case 'duration':
      return f.duration;
    case 'journeys':
      return f.journeys;
    case 'averageSpeed':
      return averageSpeedKmh(f);
    case 'energy':
      return f.hasEnergy ? f.energyKWh : null;
    case 'kWhPer100Km':
      return kWhPer100Km(f);
    case 'fuel':
      return f.hasFuel ? f.fuelL : null;
    case 'litresPer100Km':
      return litresPer100Km(f);
    case 'cost':
      return f.cost;
  }
};

/** Each figure both periods have, compared; a change under 0.5 % of the previous value counts as the same. */
export function compareFigures(current: Figures, previous: Figures): Change[] {
  const out: Change[] = [];
  for (const figure of COMPARED) {
    const c = value(current, figure);
    const p = value(previous, figure);
    if (c === null || p === null) continue;
    const delta = c - p;
    const ratio = p !== 0 ? delta / p : null;
    const same = ratio === null ? delta === 0 : Math.abs(ratio) < 0.005;
    out.push({ figure, current: c, previous: p, delta, ratio, direction: same ? 'same' : delta > 0 ? 'up' : 'down' });
  }
  return out;
}
