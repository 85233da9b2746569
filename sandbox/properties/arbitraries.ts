/** Arbitraries both servers' properties draw from: hostile text for paths, queries and headers. */
import fc from 'fast-check';

/** One seed for every property, so a failure reproduces; fast-check prints the counterexample and its path. */
export const SEED = 20_261_120;

/** Printable Unicode of any script: emoji, right-to-left text, combining marks. */
export const unicode = (maxLength = 30) => fc.string({ unit: 'grapheme', maxLength });

/** What an HTTP header value may carry on the wire (RFC 9110 §5.5): visible ASCII, space, tab and obs-text. */
const headerChar = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.constant(0x09), fc.integer({ min: 0x80, max: 0xff }))
  .map((c) => String.fromCharCode(c));
export const headerText = (maxLength = 60) => fc.string({ unit: headerChar, maxLength });

/** Percent-encodings, well-formed or not: truncated, overlong UTF-8, encoded slashes, dots and NUL, lone `%`. */
export const percentJunk = fc
  .array(
    fc.oneof(
      fc.constantFrom('%', '%2', '%E0%A4%A', '%C0%AF', '%2F', '%2e%2e', '%00', '%25', '%ZZ', '%FF', '%u2215', '%0A'),
      fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
      fc.stringMatching(/^[A-Za-z0-9.~+-]{1,4}$/),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''));

/** A run of one character, as long as `lengths` says (limits and their neighbours, far beyond them). */
export const longRun = (lengths: number[]) =>
  fc
    .tuple(fc.constantFrom(...lengths), fc.integer({ min: -1, max: 1 }), fc.constantFrom('A', '1', 'é', '%41', '😀'))
    .map(([n, d, c]) => c.repeat(Math.max(0, n + d)));

/** A path segment as a client could send it: encoded Unicode, raw percent junk, dot segments, empty, very long. */
export const pathSegment = fc.oneof(
  unicode().map(encodeURIComponent),
  percentJunk,
  fc.constantFrom('', '.', '..', '%2e', '%2E%2E', ';', '*', '@', ':', '~'),
  longRun([256, 1000, 4000]),
  fc.webSegment(),
);

/**
 * A request target as Node's parser hands it over (RFC 9112 §3.2: origin, absolute, authority or asterisk form, and
 * what is none of them): `//`, `http://[`, an absolute URL, raw junk of visible ASCII.
 */
export const requestTarget = fc.oneof(
  fc.constantFrom('//', '///', '/\\', 'http://[', '*', '//evil.example/x', 'http://localhost:4000/health', '/%', '?'),
  fc.constantFrom('localhost:4001', 'http://u@[::1]:99999/', '//:0', '/..//..', '/auth/token?%', 'http:', ':', '\\'),
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc
    .tuple(fc.constantFrom('', '/', '//', 'http://', 'http://['), pathSegment, fc.constantFrom('', '/x', '?a=%', '#'))
    .map((parts) => parts.join('')),
);

/** A query value as sent: encoded or raw, empty, huge. */
export const queryValue = fc.oneof(
  unicode().map(encodeURIComponent),
  percentJunk,
  fc.constantFrom('', '=', '&', '+', '%20', '[]', '[0]=1', 'null', 'undefined', 'NaN', '-0', '1e999'),
  longRun([100, 4000]),
);

/** Parameter names nobody asked for, those that name `Object.prototype` members included. */
export const unknownName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'x[]', 'a[b]', 'PAGE'),
  unicode(10).map(encodeURIComponent),
  percentJunk,
);

/** `name=value` pairs joined into a query string (without the `?`), each pair possibly without `=`. */
export const queryString = (pair: fc.Arbitrary<[string, string]>, maxLength = 8) =>
  fc
    .array(fc.tuple(pair, fc.boolean()), { maxLength })
    .map((pairs) => pairs.map(([[k, v], bare]) => (bare && v === '' ? k : `${k}=${v}`)).join('&'));

/** A value repeated `count` times under one name, to test repetition and sheer size. */
export const repeated = (name: string, value: fc.Arbitrary<string>) =>
  fc
    .tuple(value, fc.integer({ min: 2, max: 300 }))
    .map(([v, count]) => Array.from({ length: count }, () => `${name}=${v}`).join('&'));

/** Far above any answer of an in-process server: reaching it means the request hangs. */
export const ANSWER_WITHIN_MS = 5000;

/** Fails with `what` when `promise` takes longer than `ms`: a hang is a failed property, not a stuck suite. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
