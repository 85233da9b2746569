import { describe, expect, it } from 'vitest';
import { numberFormat } from './intl';
import { addAmounts } from './sum';

describe('addAmounts', () => {
  const parts = [4.05, 18.39, 13.4, 18.61];
  const oneDecimal = numberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  it('plain addition shows the same journeys as 54.5 or 54.4 kWh by the order of adding (the reason this exists)', () => {
    const forwards = parts.reduce((a, b) => a + b, 0);
    const backwards = [...parts].reverse().reduce((a, b) => a + b, 0);
    expect(oneDecimal.format(forwards)).not.toBe(oneDecimal.format(backwards));
  });

  it('a total of two-decimal amounts is the same number in any order of adding', () => {
    const forwards = parts.reduce(addAmounts, 0);
    expect(forwards).toBe(54.45);
    expect([...parts].reverse().reduce(addAmounts, 0)).toBe(forwards);
    expect(addAmounts(addAmounts(parts[0]!, parts[1]!), addAmounts(parts[2]!, parts[3]!))).toBe(forwards);
    expect(oneDecimal.format(forwards)).toBe('54.5');
  });
});
