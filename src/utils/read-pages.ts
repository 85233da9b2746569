/** Runs the tasks with at most `limit` in flight, keeping their order. */
async function mapBounded<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return out;
}

type Paged<T> = { content: T[]; page: { totalPages: number; totalElements: number } };
export type AllPages<T> = { items: T[]; totalElements: number; complete: boolean };

/**
 * Every item of a paged list: the first page says how many pages there are, the others are then read together (at
 * most `concurrency` at once, never one after another), and at most `maxPages` in all (`complete` says whether that
 * was all of them).
 */
export async function readPages<T>(
  getPage: (page: number) => Promise<Paged<T>>,
  { maxPages, concurrency = 4 }: { maxPages: number; concurrency?: number },
): Promise<AllPages<T>> {
  const first = await getPage(0);
  const pages = Math.min(first.page.totalPages, maxPages);
  const rest = await mapBounded(Math.max(pages - 1, 0), concurrency, (i) => getPage(i + 1));
  return {
    items: [first, ...rest].flatMap((p) => p.content),
    totalElements: first.page.totalElements,
    complete: first.page.totalPages <= maxPages,
  };
}
