import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  celsiusToFahrenheit,
  convert,
  formatQuantity,
  kindOfUnit,
  kmToMiles,
  kPaToBar,
  kPaToPsi,
  toDistance,
  toPressure,
  toTemperature,
  DEFAULT_UNITS,
  type Units,
} from './units';

const metric: Units = DEFAULT_UNITS;
const imperial: Units = { distance: 'mi', pressure: 'psi', temperature: 'F', clock: '12h' };

describe('distance', () => {
  it('converts metres and kilometres to km and miles', () => {
    expect(toDistance(1609.344, 'm', 'mi')).toBeCloseTo(1, 10);
    expect(toDistance(12_345, 'm', 'km')).toBeCloseTo(12.345, 10);
    expect(toDistance(100, 'km', 'mi')).toBeCloseTo(62.137, 3);
    expect(kmToMiles(160.9344)).toBeCloseTo(100, 10);
  });
  it('round-trips km → mi → km', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (km) => Math.abs(kmToMiles(km) * 1.609344 - km) <= 1e-9 * Math.max(1, km),
      ),
    );
  });
  it('formats odometer metres with the user unit', () => {
    expect(formatQuantity(42_195, 'm', 'distance', metric, 'en-GB')).toBe('42.2 km');
    expect(formatQuantity(42_195, 'm', 'distance', imperial, 'en-GB')).toBe('26.2 mi');
    expect(formatQuantity(123_456_000, 'm', 'distance', metric, 'en-GB')).toBe('123,456 km');
  });
  it('speed follows the distance unit', () => {
    expect(formatQuantity(100, 'km/h', 'speed', imperial, 'en-US')).toBe('62 mph');
    expect(formatQuantity(100, 'km/h', 'speed', metric, 'en-US')).toBe('100 km/h');
  });
});

describe('pressure', () => {
  it('converts kPa to bar and psi', () => {
    expect(kPaToBar(250)).toBe(2.5);
    expect(kPaToPsi(250)).toBeCloseTo(36.26, 2);
    expect(toPressure(230, 'kPa')).toBe(230);
  });
  it('formats with the precision each unit needs', () => {
    expect(formatQuantity(250, 'kPa', 'pressure', metric, 'en-GB')).toBe('250 kPa');
    expect(formatQuantity(250, 'kPa', 'pressure', { ...metric, pressure: 'bar' }, 'en-GB')).toBe('2.50 bar');
    expect(formatQuantity(250, 'kPa', 'pressure', imperial, 'en-GB')).toBe('36.3 psi');
  });
  it('uses the locale decimal separator', () => {
    expect(formatQuantity(250, 'kPa', 'pressure', { ...metric, pressure: 'bar' }, 'de-DE')).toBe('2,50 bar');
  });
});

describe('temperature', () => {
  it('converts Celsius to Fahrenheit', () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(toTemperature(21.5, 'C')).toBe(21.5);
  });
  it('formats with the degree sign', () => {
    expect(formatQuantity(21.5, 'Celsius', 'temperature', metric, 'en-GB')).toBe('21.5 °C');
    expect(formatQuantity(21.5, 'Celsius', 'temperature', imperial, 'en-GB')).toBe('70.7 °F');
  });
});

describe('kinds', () => {
  it('infers the kind from the VSS unit', () => {
    expect(kindOfUnit('kPa')).toBe('pressure');
    expect(kindOfUnit('Celsius')).toBe('temperature');
    expect(kindOfUnit('m')).toBe('distance');
    expect(kindOfUnit('percent')).toBe('percent');
    expect(kindOfUnit('furlongs')).toBe('number');
    expect(kindOfUnit(undefined)).toBe('number');
  });
  it('keeps percent, voltage and unknown units as they are', () => {
    expect(formatQuantity(80.4, 'percent', 'percent', metric, 'en-GB')).toBe('80 %');
    expect(convert(3.712, 'V', 'voltage', metric)).toEqual({ value: 3.712, unit: 'V', digits: 3 });
    expect(formatQuantity(7, 'furlongs', 'number', metric, 'en-GB')).toBe('7 furlongs');
  });
});
