import type { AlertPage } from '../../../contract';
import type { AlertQuery } from '../../../contract/list-queries';
import type { SortDirection } from '../../../contract/query';
import type { T } from '../../lib/i18n';
import { alertTitle } from '../../lib/i18n/code-texts';
import { collator } from '../../utils/intl';

/**
 * The title an alert shows is the catalogue's, in the user's language (the service's English one for a code it does
 * not know), so the service cannot sort by it: sorting by title reads every matching alert and pages them here.
 */
export const sortsByShownTitle = (params: AlertQuery) => params.sort[0]?.field === 'title';

/** One page of every matching alert (newest first within a title), ordered by the shown title in the user's language. */
export function pageByShownTitle(
  every: AlertPage,
  { page, size, direction }: { page: number; size: number; direction: SortDirection },
  t: T,
): AlertPage {
  const compare = collator(t.locale, { numeric: true }).compare;
  const sign = direction === 'desc' ? -1 : 1;
  const sorted = every.content
    .map((alert) => ({ alert, title: alertTitle(t, alert) }))
    .sort((a, b) => sign * compare(a.title, b.title))
    .map(({ alert }) => alert);
  const totalElements = sorted.length;
  return {
    content: sorted.slice(page * size, (page + 1) * size),
    page: { number: page, size, totalElements, totalPages: Math.ceil(totalElements / size) },
  };
}
