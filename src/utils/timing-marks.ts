/**
 * User Timing marks of the app's own events: a profile shows them in its timings track, and the e2e tests wait for
 * them instead of a clock. Each name keeps only its newest mark, so a long session holds one entry per name.
 */
export const MARKS = {
  /** A stream message was queued for the live cache's next flush. */
  liveMessage: 'vds:live-message',
  /** The live cache wrote what the stream brought (and asked for whatever refetch that needed). */
  liveFlush: 'vds:live-flush',
  /** An API request's attempt leaves; `detail`: how many this page has sent. */
  apiRequest: 'vds:api-request',
} as const;

export function mark(name: (typeof MARKS)[keyof typeof MARKS], detail?: unknown): void {
  performance.clearMarks(name);
  performance.mark(name, { detail });
}
