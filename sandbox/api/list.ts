import type { Page } from '../../contract';
import type { SortKey } from '../../contract/query';

/** One comparator for every field a list sorts by. */
export type Comparators<T, F extends string = string> = Record<F, (a: T, b: T) => number>;

export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const compareTime = (a: string, b: string) => Date.parse(a) - Date.parse(b);

/** Stable multi-key sort; `null` values go last whatever the direction. */
export function sortBy<T, F extends string>(
  items: T[],
  keys: SortKey<F>[],
  comparators: Comparators<T, F>,
  nullable: (item: T, field: string) => boolean = () => false,
): T[] {
  return [...items].sort((a, b) => {
    for (const { field, direction } of keys) {
      const cmp = comparators[field];
      const aNull = nullable(a, field);
      const bNull = nullable(b, field);
      if (aNull || bNull) {
        if (aNull !== bNull) return aNull ? 1 : -1;
        continue;
      }
      const r = cmp(a, b);
      if (r !== 0) return direction === 'asc' ? r : -r;
    }
    return 0;
  });
}

/** DESIGN §3 page envelope: zero-based `page`, a page past the end is empty. */
export function paginate<T>(items: T[], page: number, size: number): Page<T> {
  return {
    content: items.slice(page * size, page * size + size),
    page: { number: page, size, totalElements: items.length, totalPages: Math.ceil(items.length / size) },
  };
}

/** The items that start within `from`/`to` (ISO instants, both inclusive; either may be absent). */
export function startingBetween<T>(items: T[], q: { from?: string; to?: string }, startOf: (item: T) => string): T[] {
  const from = q.from ? Date.parse(q.from) : -Infinity;
  const to = q.to ? Date.parse(q.to) : Infinity;
  return items.filter((item) => {
    const t = Date.parse(startOf(item));
    return t >= from && t <= to;
  });
}
