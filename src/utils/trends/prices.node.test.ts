import { describe, expect, it } from 'vitest';
import { MAX_PRICES_PER_KIND, priceOn, readPriceBook, withPrice, withoutPrice, type PriceBook } from './prices';

describe('price book', () => {
  const book: PriceBook = {
    currency: 'EUR',
    prices: [
      { kind: 'kWh', from: '2026-01-01', amount: 0.3 },
      { kind: 'kWh', from: '2026-06-01', amount: 0.35 },
      { kind: 'litre', from: '2026-03-01', amount: 1.9 },
    ],
  };

  it('the price of a day is the latest one from on or before it; before the first there is none', () => {
    expect(priceOn(book, 'kWh', '2025-12-31')).toBeUndefined();
    expect(priceOn(book, 'kWh', '2026-01-01')).toBe(0.3);
    expect(priceOn(book, 'kWh', '2026-05-31')).toBe(0.3);
    expect(priceOn(book, 'kWh', '2026-06-01')).toBe(0.35);
    expect(priceOn(book, 'litre', '2026-02-28')).toBeUndefined();
  });

  it('a price for the same kind and day replaces the old one; removing takes only that one', () => {
    const next = withPrice(book, { kind: 'kWh', from: '2026-06-01', amount: 0.4 });
    expect(next.prices.filter((p) => p.kind === 'kWh')).toHaveLength(2);
    expect(priceOn(next, 'kWh', '2026-07-01')).toBe(0.4);
    expect(withoutPrice(next, { kind: 'kWh', from: '2026-06-01' }).prices).toHaveLength(2);
  });

  it('keeps at most the newest 100 prices of a kind', () => {
    let b: PriceBook = { currency: 'EUR', prices: [] };
    for (let k = 0; k < MAX_PRICES_PER_KIND + 20; k++)
      b = withPrice(b, {
        kind: 'kWh',
        from: `20${String(10 + Math.floor(k / 12)).padStart(2, '0')}-${String((k % 12) + 1).padStart(2, '0')}-01`,
        amount: k,
      });
    expect(b.prices).toHaveLength(MAX_PRICES_PER_KIND);
    expect(Math.min(...b.prices.map((p) => p.amount))).toBe(20);
  });

  it('reads what storage holds defensively: junk is dropped, never trusted', () => {
    expect(readPriceBook(null)).toEqual({ currency: 'EUR', prices: [] });
    expect(
      readPriceBook({
        currency: '<script>',
        prices: [
          { kind: 'kWh', from: '2026-01-01', amount: 0.3 },
          { kind: 'gas', from: '2026-01-01', amount: 1 },
          { kind: 'litre', from: 'yesterday', amount: 1 },
          { kind: 'litre', from: '2026-01-01', amount: -1 },
          { kind: 'litre', from: '2026-01-01', amount: '2' },
          'x',
        ],
      }),
    ).toEqual({ currency: 'EUR', prices: [{ kind: 'kWh', from: '2026-01-01', amount: 0.3 }] });
    expect(readPriceBook({ currency: 'GBP', prices: 'x' })).toEqual({ currency: 'GBP', prices: [] });
  });
});
