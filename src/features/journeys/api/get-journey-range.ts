import type { Journey } from '../../../../contract';
import type { JourneyQuery } from '../../../../contract/list-queries';
import { getJourneys } from './get-journeys';
import { readPages } from '../../../utils/read-pages';
import type { JourneyRange } from '../../../lib/query-keys';

const RANGE_PAGE_SIZE = 100;
/** At most this many pages (10,000 journeys) are read for the GPX export. */
export const RANGE_MAX_PAGES = 100;

export type JourneyRangeResult = { journeys: Journey[]; totalElements: number; complete: boolean };

/**
 * Every journey of a range with its route, for the GPX export only (totals, the CSV and the range's count read the
 * summaries): the first page says how many pages there are, the rest are read in parallel (bounded).
 */
export async function getJourneyRange(
  vin: string,
  range: JourneyRange,
  signal?: AbortSignal,
): Promise<JourneyRangeResult> {
  const params = (page: number): JourneyQuery => ({
    ...range,
    page,
    size: RANGE_PAGE_SIZE,
    sort: [{ field: 'startTime', direction: 'asc' }],
  });
  const { items, ...rest } = await readPages((page) => getJourneys(vin, params(page), signal), {
    maxPages: RANGE_MAX_PAGES,
  });
  return { journeys: items, ...rest };
}
