import type { Violation } from '../problem';
import type { ParamDescription, QueryDescription, QueryState, SortKey } from './describe';

/** A query as a server hands it over: a repeated key gives an array. */
export type RawQuery = Record<string, string | string[] | undefined>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; violations: Violation[] };

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/;
const INTEGER = /^(0|[1-9]\d*)$/;

/** A real instant in UTC: the pattern, and no calendar roll-over (2026-02-30 is refused, not read as March 2). */
function isIsoUtc(raw: string): boolean {
  if (!ISO_UTC.test(raw)) return false;
  const time = Date.parse(raw);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 16) === raw.slice(0, 16);
}

const all = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** What one parameter's raw values mean: the usable part (if any) and what was wrong with the rest. */
type Reading = { value?: unknown; violations: Violation[] };

function readSort(name: string, p: Extract<ParamDescription, { kind: 'sort' }>, raw: string[]): Reading {
  const violations: Violation[] = [];
  const keys: SortKey[] = [];
  for (const expr of raw.flatMap((s) => s.split(';'))) {
    const [field = '', direction = 'asc', ...rest] = expr.split(',');
    if (p.fields.includes(field) && (direction === 'asc' || direction === 'desc') && rest.length === 0)
      keys.push({ field, direction });
    else
      violations.push({
        field: name,
        rejectedValue: expr,
        message: `must be field,asc|desc with field one of ${p.fields.join(', ')}`,
      });
  }
  return { value: keys.length ? keys : p.default.map((k) => ({ ...k })), violations };
}

function readAnyOf(name: string, values: readonly string[], raw: string[]): Reading {
  const given = raw.flatMap((s) => s.split(','));
  const bad = given.filter((s) => !values.includes(s));
  const chosen = values.filter((v) => given.includes(v));
  const violations = bad.length
    ? [{ field: name, rejectedValue: bad.join(','), message: `must be one of ${values.join(', ')}` }]
    : [];
  return { value: chosen.length ? chosen : undefined, violations };
}

/** A parameter given at most once; `undefined` from `convert` means the text is not valid. */
function readSingle(name: string, p: ParamDescription, raw: string[]): Reading {
  const violations: Violation[] = [];
  if (raw.length > 1)
    violations.push({ field: name, rejectedValue: raw.join(','), message: 'must be given at most once' });
  const text = raw[0];
  const fallback = p.kind === 'integer' ? p.default : undefined;
  if (text === undefined) return { value: fallback, violations };
  const [value, message] = convert(p, text);
  if (value === undefined) violations.push({ field: name, rejectedValue: text, message });
  return { value: value ?? fallback, violations };
}

function convert(p: ParamDescription, text: string): [unknown, string] {
  switch (p.kind) {
    case 'integer': {
      const max = p.widerWhen?.max ?? p.max;
      const ok = INTEGER.test(text) && Number(text) >= p.min && Number(text) <= max;
      return [ok ? Number(text) : undefined, `must be an integer from ${p.min} to ${max}`];
    }
    case 'boolean':
      return [text === 'true' ? true : text === 'false' ? false : undefined, 'must be true or false'];
    case 'instant':
      return [
        isIsoUtc(text) ? new Date(text).toISOString() : undefined,
        'must be an ISO 8601 UTC timestamp such as 2026-01-31T00:00:00Z',
      ];
    case 'enum':
      return [p.values.includes(text) ? text : undefined, `must be one of ${p.values.join(', ')}`];
    case 'sort':
      throw new TypeError('sort is repeatable');
  }
}

/** Every parameter's value (defaults filled in, unusable values left out) and every problem, unknown names included. */
function read<D extends QueryDescription>(description: D, q: RawQuery) {
  const violations: Violation[] = [];
  for (const key of Object.keys(q))
    if (!Object.hasOwn(description, key))
      violations.push({ field: key, rejectedValue: all(q[key]).join(','), message: 'is not a known parameter' });
  const value: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(description)) {
    const raw = all(q[name]);
    const reading =
      p.kind === 'sort'
        ? readSort(name, p, raw)
        : p.kind === 'enum' && p.repeatable
          ? readAnyOf(name, p.values, raw)
          : readSingle(name, p, raw);
    violations.push(...reading.violations);
    if (reading.value !== undefined) value[name] = reading.value;
  }
  for (const [name, p] of Object.entries(description)) {
    const wider = p.kind === 'integer' ? p.widerWhen : undefined;
    if (p.kind !== 'integer' || !wider || (value[name] as number) <= p.max || value[wider.param] === wider.value)
      continue;
    violations.push({
      field: name,
      rejectedValue: all(q[name]).join(','),
      message: `must be at most ${p.max} unless ${wider.param}=${wider.value}`,
    });
    value[name] = p.default;
  }
  for (const [name, p] of Object.entries(description)) {
    if (p.kind !== 'instant' || !p.notAfter) continue;
    const later = value[p.notAfter];
    if (typeof value[name] === 'string' && typeof later === 'string' && value[name] > later) {
      violations.push({
        field: name,
        rejectedValue: all(q[name]).join(','),
        message: `must not be after ${p.notAfter}`,
      });
      delete value[name];
    }
  }
  return { value: value as QueryState<D>, violations };
}

/** Strict, for a server: the values, or every problem at once (a 400 with `violations`). */
export function parseQuery<D extends QueryDescription>(description: D, q: RawQuery): Parsed<QueryState<D>> {
  const { value, violations } = read(description, q);
  return violations.length ? { ok: false, violations } : { ok: true, value };
}

/** The query of a URL's search params: repeated keys as arrays. */
export function rawQueryOf(search: URLSearchParams): RawQuery {
  const q: Record<string, string[]> = {};
  for (const [key, value] of search) (q[key] ??= []).push(value);
  return q;
}

/**
 * Forgiving, for a page's URL: what can be used is used, anything else falls back to its default, and parameters the
 * description does not know are left to others (a hand-edited URL never breaks the page).
 */
export function readSearchParams<D extends QueryDescription>(description: D, search: URLSearchParams): QueryState<D> {
  return read(description, rawQueryOf(search)).value;
}
