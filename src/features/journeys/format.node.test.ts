import { describe, expect, it } from 'vitest';
import type { Journey } from '../../../contract';
import { DEFAULT_UNITS } from '../../utils/units';
import { journeyFixture } from '../../utils/testing/journey';
import { consumptionOf, formatAmount, formatRate, journeyTotals } from './format';

/** 50 km in an hour with neither energy nor fuel reported; a test adds what it reads. */
const j = (over: Partial<Journey>) =>
  journeyFixture({ distance: 50_000, duration: 3600, energyUsed: undefined, ...over });
const mi = { ...DEFAULT_UNITS, distance: 'mi' as const };

describe('consumption', () => {
  it('reads energy or fuel', () => {
    expect(consumptionOf(j({ energyUsed: 8 }))).toEqual({ kind: 'energy', kWh: 8 });
    expect(consumptionOf(j({ fuelUsed: 3 }))).toEqual({ kind: 'fuel', litres: 3 });
    expect(consumptionOf(j({}))).toBeNull();
  });
  it('gives kWh/100 km and kWh/100 mi', () => {
    expect(formatRate({ kind: 'energy', kWh: 8 }, 50_000, DEFAULT_UNITS, 'en')).toBe('16.0 kWh/100 km');
    expect(formatRate({ kind: 'energy', kWh: 8 }, 50_000, mi, 'en')).toBe('25.7 kWh/100 mi');
  });
  it('gives l/100 km and mpg', () => {
    expect(formatRate({ kind: 'fuel', litres: 3 }, 50_000, DEFAULT_UNITS, 'en')).toBe('6.0 l/100 km');
    expect(formatRate({ kind: 'fuel', litres: 3 }, 50_000, mi, 'en')).toBe('39.2 mpg');
  });
  it('has no rate without distance', () => {
    expect(formatRate({ kind: 'fuel', litres: 3 }, 0, DEFAULT_UNITS)).toBeNull();
  });
  it('formats amounts', () => {
    expect(formatAmount({ kind: 'energy', kWh: 12.44 }, 'en')).toBe('12.4 kWh');
  });
});

describe('journeyTotals', () => {
  it('sums count, distance, duration, energy and fuel', () => {
    const t = journeyTotals([j({ energyUsed: 2 }), j({ fuelUsed: 1.5, distance: 1000, duration: 60 })]);
    expect(t).toEqual({
      count: 2,
      distance: 51_000,
      duration: 3660,
      energy: 2,
      fuel: 1.5,
      hasEnergy: true,
      hasFuel: true,
    });
  });
});
