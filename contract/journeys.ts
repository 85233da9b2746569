import { z } from 'zod/mini';
import { pageOf } from './page';

export const Place = z.object({ latitude: z.number(), longitude: z.number() });

export const Journey = z.object({
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
});
export type Journey = z.infer<typeof Journey>;

export const JourneyPage = pageOf(Journey);
export type JourneyPage = z.infer<typeof JourneyPage>;

/** A journey without its route: what the list answers with `fields=summary` (DESIGN §3, domain filters). */
export const JourneySummary = z.omit(Journey, { route: true });
export type JourneySummary = z.infer<typeof JourneySummary>;
export const JourneySummaryPage = pageOf(JourneySummary);
export type JourneySummaryPage = z.infer<typeof JourneySummaryPage>;

/** The list's answer as documented: full journeys, or summaries when `fields=summary` was asked for. */
export const JourneyListPage = pageOf(z.union([Journey, JourneySummary]));
