import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../contract';
import { evDataOf, hasFuelTank } from './vehicle-facts';

const car = (fuelType: string, capabilities: string[]): Vehicle =>
  ({ Vehicle: { Powertrain: { FuelType: fuelType }, Capabilities: capabilities } }) as unknown as Vehicle;

describe('evDataOf (DESIGN §3: a vehicle without ev-charging answers 404 on /ev and /ev/hv-battery)', () => {
  it('has EV data with ev-charging', () => {
    expect(evDataOf(car('electric', ['ev-charging', 'journey-log']))).toBe('yes');
  });
  it('has none without ev-charging', () => {
    expect(evDataOf(car('gasoline', ['journey-log']))).toBe('no');
  });
  it('does not know before the vehicle is known, so views ask anyway', () => {
    expect(evDataOf(undefined)).toBe('unknown');
  });
  it('takes a 404 from an EV endpoint as the answer, whatever else is known', () => {
    expect(evDataOf(undefined, 404)).toBe('no');
    expect(evDataOf(car('electric', ['ev-charging']), 404)).toBe('no');
  });
  it('does not take other failures as an answer', () => {
    expect(evDataOf(undefined, 503)).toBe('unknown');
    expect(evDataOf(car('electric', ['ev-charging']), 403)).toBe('yes');
  });
});

describe('hasFuelTank', () => {
  it('is true for petrol, diesel and plug-in hybrids, false for battery-electric and unknown cars', () => {
    expect(hasFuelTank(car('gasoline', []))).toBe(true);
    expect(hasFuelTank(car('diesel', []))).toBe(true);
    expect(hasFuelTank(car('plug-in-hybrid', ['ev-charging']))).toBe(true);
    expect(hasFuelTank(car('electric', ['ev-charging']))).toBe(false);
    expect(hasFuelTank(undefined)).toBe(false);
  });
});
