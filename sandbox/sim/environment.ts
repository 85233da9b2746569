import { DAY_MS, HOUR_MS, type Profile } from './profiles';
import { unit } from './random';

/** Outside air temperature (Celsius): season, time of day and a smooth day-to-day anomaly (central Europe). */
export function ambientC(p: Profile, t: number): number {
  const dayFloat = t / DAY_MS;
  const day = Math.floor(dayFloat);
  const dayOfYear = ((day % 365.2425) + 365.2425) % 365.2425;
  const season = 9.8 - 9.2 * Math.cos((2 * Math.PI * (dayOfYear - 18)) / 365.2425);
  const hour = (t % DAY_MS) / HOUR_MS;
  const diurnal = 4.2 * Math.sin((2 * Math.PI * (hour - 8)) / 24);
  const anomaly = (d: number) => (unit(p.seed, 'weather', d) - 0.5) * 7;
  const frac = dayFloat - day;
  return season + diurnal + anomaly(day) * (1 - frac) + anomaly(day + 1) * frac;
}

/** Extra consumption in the cold (heating, battery): +1.2 % per degree below 18 °C. */
export const coldFactor = (ambient: number) => 1 + Math.max(0, 18 - ambient) * 0.012;
