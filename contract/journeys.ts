import { z } from 'zod/mini';
import { lazySchema } from './lazy';
import { pageOf } from './page';

export const Place = lazySchema(() => z.object({ latitude: z.number(), longitude: z.number() }));

export const Journey = lazySchema(() =>
  z.object({
    id: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    distance: z.number(),
    duration: z.number(),
    start: Place,
    end: Place,
    averageSpeed: z.number(),
    energyUsed: z.optional(z.number()),
    fuelUsed: z.optional(z.number()),
    route: z.string(),
  }),
);
export type Journey = z.infer<typeof Journey>;

export const JourneyPage = lazySchema(() => pageOf(Journey));
export type JourneyPage = z.infer<typeof JourneyPage>;

/** A journey without its route: what the list answers with `fields=summary` (DESIGN §3, domain filters). */
export const JourneySummary = lazySchema(() => z.omit(Journey, { route: true }));
export type JourneySummary = z.infer<typeof JourneySummary>;
export const JourneySummaryPage = lazySchema(() => pageOf(JourneySummary));
export type JourneySummaryPage = z.infer<typeof JourneySummaryPage>;

/** The list's answer as documented: full journeys, or summaries when `fields=summary` was asked for. */
export const JourneyListPage = lazySchema(() => pageOf(z.union([Journey, JourneySummary])));
