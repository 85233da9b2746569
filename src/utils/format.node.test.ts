import { describe, expect, it } from 'vitest';
import { fuelLabel, humanize } from './format';

describe('labels', () => {
  it('humanizes enum constants but keeps acronyms', () => {
    expect(humanize('PARTIALLY_OPEN')).toBe('Partially open');
    expect(humanize('SUV')).toBe('SUV');
    expect(humanize('hatchback')).toBe('Hatchback');
    expect(humanize('LOCK')).toBe('Lock');
  });
  it('names fuel types', () => {
    expect(fuelLabel('gasoline')).toBe('Petrol (gasoline)');
    expect(fuelLabel('plug-in-hybrid')).toBe('Plug-in hybrid');
    expect(fuelLabel('hydrogen')).toBe('Hydrogen');
  });
});
