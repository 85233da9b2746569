import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatterCount, numberFormat, relativeTimeFormat } from './intl';

describe('Intl formatters', () => {
  it('one formatter per locale and options, formatting as Intl does', () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(numberFormat('en', options)).toBe(numberFormat('en', { ...options }));
    expect(numberFormat('de', options)).not.toBe(numberFormat('en', options));
    expect(numberFormat('de', options).format(1234.5)).toBe(new Intl.NumberFormat('de', options).format(1234.5));
    const date = { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en', date).format(0)).toBe(new Intl.DateTimeFormat('en', date).format(0));
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });

  it('keeps a bounded number of formatters whatever the time zones asked for', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 300);
    for (const timeZone of zones) dateTimeFormat('en', { timeZone });
    expect(formatterCount()).toBeLessThanOrEqual(200);
  });
});
