import { PAGE_DEFAULT_SIZE, PAGE_MAX_INDEX, PAGE_MAX_SIZE } from '../page';

/**
 * A query's parameters described once, as data: the sandbox validates requests with it, the OpenAPI document lists
 * it, and the dashboard reads and writes its URL, builds its request and its cache key from it (`./read.ts`,
 * `./write.ts`, `./openapi.ts`).
 */
export type QueryDescription = Readonly<Record<string, ParamDescription>>;
export type ParamDescription = IntegerParam | EnumParam | BooleanParam | InstantParam | SortParam;

export type SortDirection = 'asc' | 'desc';
export type SortKey<F extends string = string> = { field: F; direction: SortDirection };

export interface IntegerParam {
  kind: 'integer';
  min: number;
  max: number;
  default: number;
  description: string;
  /** A higher maximum while another parameter has a given value (the journeys list's pages of summaries). */
  widerWhen?: { param: string; value: string; max: number };
}
/** One of `values`; a repeatable one may also be given comma-separated, and means "any of these". */
export interface EnumParam<V extends string = string, R extends boolean = boolean> {
  kind: 'enum';
  values: readonly V[];
  repeatable: R;
  description: string;
}
export interface BooleanParam {
  kind: 'boolean';
  description: string;
}
/** An ISO 8601 UTC instant; `notAfter` names a parameter it may not be later than. */
export interface InstantParam {
  kind: 'instant';
  notAfter?: string;
  description: string;
}
/** `field,asc|desc`, repeatable (the first key sorts first). */
export interface SortParam<F extends string = string> {
  kind: 'sort';
  fields: readonly F[];
  default: readonly SortKey<F>[];
  description: string;
}

type ValueOf<P> = P extends IntegerParam
  ? number
  : P extends SortParam<infer F>
    ? SortKey<F>[]
    : P extends EnumParam<infer V, infer R>
      ? R extends true
        ? V[]
        : V
      : P extends BooleanParam
        ? boolean
        : P extends InstantParam
          ? string
          : never;
type HasDefault<P> = P extends IntegerParam | SortParam ? true : false;

/** The values of a query: parameters with a default always have one, the others may be absent. */
export type QueryState<D extends QueryDescription> = {
  -readonly [K in keyof D as HasDefault<D[K]> extends true ? K : never]: ValueOf<D[K]>;
} & {
  -readonly [K in keyof D as HasDefault<D[K]> extends true ? never : K]?: ValueOf<D[K]>;
};

export const integer = (o: Omit<IntegerParam, 'kind'>): IntegerParam => ({ kind: 'integer', ...o });
export const flag = (description: string): BooleanParam => ({ kind: 'boolean', description });
export const instant = (description: string, o: { notAfter?: string } = {}): InstantParam => ({
  kind: 'instant',
  description,
  ...o,
});
export const oneOf = <const V extends string>(values: readonly V[], description: string): EnumParam<V, false> => ({
  kind: 'enum',
  values,
  repeatable: false,
  description,
});
export const anyOf = <const V extends string>(values: readonly V[], description: string): EnumParam<V, true> => ({
  kind: 'enum',
  values,
  repeatable: true,
  description,
});

export const sortText = (key: SortKey) => `${key.field},${key.direction}`;

/** A sort parameter over `fields`; `defaults` in `field,direction` form. */
export function sorting<const F extends string>(
  fields: readonly F[],
  ...defaults: `${F},${SortDirection}`[]
): SortParam<F> {
  const keys = defaults.map((text) => {
    const [field, direction] = text.split(',') as [F, SortDirection];
    return { field, direction };
  });
  return {
    kind: 'sort',
    fields,
    default: keys,
    description: `\`field,asc|desc\`, repeatable; fields: ${fields.join(', ')}. Default \`${defaults.join('`, `')}\`.`,
  };
}

/** The paging every list takes (DESIGN §3): zero-based `page`, `size` up to 100, `sort`. */
export const paging = <const F extends string>(
  sortFields: readonly F[],
  ...defaultSort: `${F},${SortDirection}`[]
) => ({
  page: integer({ min: 0, max: PAGE_MAX_INDEX, default: 0, description: 'Zero-based page index.' }),
  size: integer({ min: 1, max: PAGE_MAX_SIZE, default: PAGE_DEFAULT_SIZE, description: 'Page size.' }),
  sort: sorting(sortFields, ...defaultSort),
});

/** The description without some of its parameters (e.g. the part of a list's query a page keeps in its URL). */
export function omitParams<D extends QueryDescription, K extends keyof D & string>(
  description: D,
  ...names: K[]
): Omit<D, K> {
  return Object.fromEntries(Object.entries(description).filter(([name]) => !names.includes(name as K))) as Omit<D, K>;
}

/** Endpoints that take no query parameters (any parameter is refused). */
export const NO_QUERY = {} as const satisfies QueryDescription;
