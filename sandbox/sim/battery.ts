import { ambientC } from './environment';
import type { Profile } from './profiles';
import { unit } from './random';
import type { Snapshot } from './state';

export type Cells = {
  voltages: number[];
  temperatures: number[];
  min: number;
  max: number;
  idMin: number;
  idMax: number;
  minTemp: number;
  maxTemp: number;
  avgTemp: number;
  packVoltage: number;
  /** Positive into the battery (VSS). */
  currentA: number;
  powerW: number;
};

/** Open-circuit voltage of one NMC cell: 3.5 V empty to 4.2 V full, flatter in the middle, monotonic. */
export const openCircuitVoltage = (socPercent: number) => {
  const s = Math.min(1, Math.max(0, socPercent / 100));
  return 3.5 + 0.7 * s - 0.06 * Math.sin(2 * Math.PI * s);
};

const CELL_RESISTANCE_OHM = 0.0012;

/** Battery power at this moment (kW, + into the battery): charging, driving, or the idle draw of a sleeping car. */
function powerKW(p: Profile, s: Snapshot): number {
  if (s.charging) return s.charging.session.powerKW;
  if (s.driving) return -((p.kWhPerKm ?? 0.18) * Math.max(8, s.speedKmh) * (1 + 0.4 * Math.sin(s.t / 9_000)));
  return 0;
}

/** Per-cell telemetry from the state of charge and load, with fixed per-cell spread and a little noise per transmission. */
export function cells(p: Profile, s: Snapshot, transmittedAt: number): Cells {
  const n = p.vehicle.cellCount ?? 0;
  const ocv = openCircuitVoltage(s.soc);
  const kw = powerKW(p, s);
  const approxPack = ocv * n;
  const currentA = (kw * 1000) / approxPack;
  const drop = currentA * CELL_RESISTANCE_OHM;
  // As of the transmission, so a parked car's figures change only when it reports.
  const ambient = ambientC(p, transmittedAt);
  const heat = s.driving
    ? 9
    : s.charging
      ? s.charging.session.dc
        ? 15
        : 6
      : 6 * Math.exp(-Math.max(0, transmittedAt - s.parkedSince) / 7_200_000);
  const tick = Math.floor(transmittedAt / 1000);
  const voltages: number[] = new Array(n);
  const temperatures: number[] = new Array(n);
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  let idMin = 0;
  let idMax = 0;
  let tMin = Infinity;
  let tMax = -Infinity;
  let tSum = 0;
  for (let i = 0; i < n; i++) {
    let v = ocv + drop + (unit(p.seed, 'cell', i) - 0.5) * 0.008 + (unit(p.seed, 'cell-noise', i, tick) - 0.5) * 0.002;
    if (p.weakCell?.index === i) v += p.weakCell.offsetV;
    v = Math.round(v * 1000) / 1000;
    const centre = 1 - Math.abs((i / Math.max(1, n - 1)) * 2 - 1);
    let temp = ambient + heat + centre * 1.2 + (unit(p.seed, 'cell-temp', i) - 0.5) * 1.2;
    if (p.warmModule && i >= p.warmModule.from && i <= p.warmModule.to) temp += p.warmModule.deltaC;
    temp = Math.round(temp * 10) / 10;
    voltages[i] = v;
    temperatures[i] = temp;
    sum += v;
    tSum += temp;
    if (v < min) [min, idMin] = [v, i];
    if (v > max) [max, idMax] = [v, i];
    if (temp < tMin) tMin = temp;
    if (temp > tMax) tMax = temp;
  }
  const packVoltage = Math.round(sum * 10) / 10;
  return {
    voltages,
    temperatures,
    min,
    max,
    idMin,
    idMax,
    minTemp: tMin,
    maxTemp: tMax,
    avgTemp: Math.round((tSum / Math.max(1, n)) * 10) / 10,
    packVoltage,
    currentA: Math.round(currentA * 10) / 10,
    powerW: Math.round(packVoltage * currentA),
  };
}
