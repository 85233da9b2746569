import { sortText, type ParamDescription, type QueryDescription, type QueryState, type SortKey } from './describe';

/** A request's query: one string per parameter, repeatable parameters as arrays (description order). */
export type RequestQuery = Record<string, string | string[]>;

function texts(p: ParamDescription, value: unknown): string[] {
  if (value === undefined) return [];
  switch (p.kind) {
    case 'sort':
      return (value as SortKey[]).map(sortText);
    case 'enum':
      // A set: each value once, in the description's order, whatever order it was chosen in.
      return p.repeatable ? p.values.filter((v) => (value as string[]).includes(v)) : [String(value)];
    default:
      return [String(value)];
  }
}

const isRepeatable = (p: ParamDescription) => p.kind === 'sort' || (p.kind === 'enum' && p.repeatable);

/**
 * The request: every parameter that has a value, defaults included, so the answer does not hang on the service's
 * defaults. Normalised (sets in description order), so it also serves as the cache key: one request, one entry.
 */
export function toRequestQuery<D extends QueryDescription>(description: D, state: QueryState<D>): RequestQuery {
  const out: RequestQuery = {};
  for (const [name, p] of Object.entries(description)) {
    const values = texts(p, (state as Record<string, unknown>)[name]);
    if (values.length) out[name] = isRepeatable(p) ? values : values[0]!;
  }
  return out;
}

/** For a page's URL: the same parameters with the defaults left out (a plain list has a plain address). */
export function toSearchParams<D extends QueryDescription>(description: D, state: QueryState<D>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, p] of Object.entries(description)) {
    const values = texts(p, (state as Record<string, unknown>)[name]);
    const defaults = 'default' in p ? texts(p, p.default) : [];
    if (values.join('&') === defaults.join('&')) continue;
    for (const value of values) out.append(name, value);
  }
  return out;
}
