import { SEVERITIES } from './alerts';
import { anyOf, flag, instant, oneOf, paging, type QueryState } from './query/describe';

/** The query parameters of each list endpoint, described once (see `./query/describe.ts`). */

/** `GET /v1/vehicles/{vin}/alerts` (SPEC §4.2, DESIGN §3). */
export const ALERTS_QUERY = {
  ...paging(['raisedAt', 'clearedAt', 'severity', 'code', 'title'], 'raisedAt,desc'),
  severity: anyOf(SEVERITIES, 'Filter by severity.'),
  active: flag('Filter by active flag.'),
};
export type AlertQuery = QueryState<typeof ALERTS_QUERY>;

/** The journeys list's field sets: `summary` is every member but `route`. */
export const JOURNEY_FIELDS = ['summary'] as const;

/** `GET /v1/vehicles/{vin}/journeys`: `from`/`to` filter on `startTime`, both inclusive (DESIGN §3). */
export const JOURNEYS_QUERY = {
  ...paging(['startTime', 'endTime', 'distance', 'duration', 'averageSpeed'], 'startTime,desc'),
  from: instant('Journeys starting at or after (ISO 8601 UTC).', { notAfter: 'to' }),
  to: instant('Journeys starting at or before (ISO 8601 UTC).'),
  fields: oneOf(JOURNEY_FIELDS, '`summary` leaves out each journey’s `route` (a year of trends in a few small pages).'),
};
export type JourneyQuery = QueryState<typeof JOURNEYS_QUERY>;
