import { parse } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormat } from './translator';

afterEach(() => vi.restoreAllMocks());

describe('createFormat', () => {
  it('messages share one set of Intl formatters per locale and options, formatting as Intl does', () => {
    const messages = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [
        `m${i}`,
        parse(`{count, plural, one {# alert} other {# alerts}} at {share, number, percent} (${i})`),
      ]),
    );
    const format = createFormat('de', [messages]);
    format('m0', { count: 1, share: 0.1 });
    const plural = vi.spyOn(Intl, 'PluralRules');
    const number = vi.spyOn(Intl, 'NumberFormat');
    const out = Object.keys(messages).map((key) => format(key, { count: 1234, share: 0.5 }));
    // The first message made the formatters it needs; the other 49 make none of their own.
    expect(plural).not.toHaveBeenCalled();
    expect(number).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    const percent = new Intl.NumberFormat('de', { style: 'percent' }).format(0.5);
    expect(out[7]).toBe(`${new Intl.NumberFormat('de').format(1234)} alerts at ${percent} (7)`);
  });
});
