import { z } from 'zod/mini';
import { lazySchema } from './lazy';

export const Category = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    scope: z.string(),
    endpoints: z.array(z.string()),
  }),
);
export type Category = z.infer<typeof Category>;
export const Categories = lazySchema(() => z.array(Category));

export const Health = lazySchema(() => z.object({ status: z.string() }));
export type Health = z.infer<typeof Health>;

/** Consent categories: each data endpoint belongs to exactly one. */
export const CATEGORY_IDS = [
  'vehicle',
  'status',
  'alerts',
  'journeys',
  'location',
  'ev',
  'hv-battery',
  'diagnostics',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];
