import { describe, expect, it } from 'vitest';
import { normaliseHtu } from './htu';

describe('normaliseHtu (RFC 3986 §6.2.2–6.2.3), http(s) and the broker’s ws(s)', () => {
  it.each([
    ['HTTP://LocalHost:4000/v1/a', 'http://localhost:4000/v1/a'],
    ['http://localhost:80/v1/a', 'http://localhost/v1/a'],
    ['https://example.com:443', 'https://example.com/'],
    ['http://localhost:4000/v1/./b/../a', 'http://localhost:4000/v1/a'],
    ['http://localhost:4000/v1/%61%7e?q=1#f', 'http://localhost:4000/v1/a~'],
    ['http://localhost:4000/v1/%2f%2F', 'http://localhost:4000/v1/%2F%2F'],
    ['WS://LocalHost:4000/mqtt', 'ws://localhost:4000/mqtt'],
    ['ws://localhost:80/mqtt?x=1', 'ws://localhost/mqtt'],
    ['wss://example.com:443/mqtt', 'wss://example.com/mqtt'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseHtu(input)).toBe(expected);
  });
  it.each([['/v1/a'], ['ftp://localhost/v1'], ['not a url'], ['']])(
    '%s is not an absolute http(s) or ws(s) URL',
    (input) => {
      expect(normaliseHtu(input)).toBeUndefined();
    },
  );
});
