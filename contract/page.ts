import { z } from 'zod/mini';
import { lazySchema } from './lazy';

export const PAGE_DEFAULT_SIZE = 20;
export const PAGE_MAX_SIZE = 100;
/** The highest page index a list accepts (a bound on the input, not on the data). */
export const PAGE_MAX_INDEX = 1_000_000;

export const PageMeta = lazySchema(() =>
  z.object({
    number: z.int(),
    size: z.int(),
    totalElements: z.int(),
    totalPages: z.int(),
  }),
);
export type PageMeta = z.infer<typeof PageMeta>;

/** The envelope of every list endpoint (DESIGN §3). */
export const pageOf = <T extends z.ZodMiniType>(item: T) => z.object({ content: z.array(item), page: PageMeta });
export type Page<T> = { content: T[]; page: PageMeta };
