/**
 * The owner's prices: per kWh and per litre, each from a date on (local `YYYY-MM-DD`). A journey is costed at the
 * price that applied on its day, so a new price never rewrites the past.
 */
export const PRICE_KINDS = ['kWh', 'litre'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
export type Price = { kind: PriceKind; from: string; amount: number };
export type PriceBook = { currency: string; prices: Price[] };

export const EMPTY_PRICE_BOOK: PriceBook = { currency: 'EUR', prices: [] };
/** Prices kept per kind (the oldest go first): the store a user grows has a bound. */
export const MAX_PRICES_PER_KIND = 100;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The price of a kind on a local date: the one with the latest `from` on or before it. */
export function priceOn(book: PriceBook, kind: PriceKind, date: string): number | undefined {
  let best: Price | undefined;
  for (const p of book.prices) if (p.kind === kind && p.from <= date && (!best || p.from >= best.from)) best = p;
  return best?.amount;
}

/** Adds a price (replacing one of the same kind and date), keeping the newest `MAX_PRICES_PER_KIND` of its kind. */
export function withPrice(book: PriceBook, price: Price): PriceBook {
  const others = book.prices.filter((p) => !(p.kind === price.kind && p.from === price.from));
  const sameKind = [...others.filter((p) => p.kind === price.kind), price].sort((a, b) => (a.from < b.from ? -1 : 1));
  return {
    ...book,
    prices: [...others.filter((p) => p.kind !== price.kind), ...sameKind.slice(-MAX_PRICES_PER_KIND)],
  };
}

export const withoutPrice = (book: PriceBook, price: Pick<Price, 'kind' | 'from'>): PriceBook => ({
  ...book,
  prices: book.prices.filter((p) => !(p.kind === price.kind && p.from === price.from)),
});

/** A stored book read defensively: anything malformed is dropped, never trusted. */
export function readPriceBook(value: unknown): PriceBook {
  if (!value || typeof value !== 'object') return EMPTY_PRICE_BOOK;
  const v = value as { currency?: unknown; prices?: unknown };
  const currency = typeof v.currency === 'string' && CURRENCY.test(v.currency) ? v.currency : 'EUR';
  let book: PriceBook = { currency, prices: [] };
  for (const p of Array.isArray(v.prices) ? v.prices : []) {
    const price = p as Partial<Price>;
    if (
      PRICE_KINDS.includes(price.kind as PriceKind) &&
      typeof price.from === 'string' &&
      DATE.test(price.from) &&
      typeof price.amount === 'number' &&
      Number.isFinite(price.amount) &&
      price.amount >= 0
    )
      book = withPrice(book, { kind: price.kind!, from: price.from, amount: price.amount });
  }
  return book;
}
