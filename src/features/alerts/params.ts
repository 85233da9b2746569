import type { AlertQuery } from '../../../contract/list-queries';
import type { MessageKey } from '../../lib/i18n';

/** What the alerts page offers on top of the query's description (`ALERTS_QUERY` in the contract). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

type AlertSort = AlertQuery['sort'][number];
const by = (field: AlertSort['field'], direction: AlertSort['direction'], label: MessageKey) => ({
  sort: { field, direction },
  label,
});

export const SORT_OPTIONS = [
  by('raisedAt', 'desc', 'alerts.sort.newest'),
  by('raisedAt', 'asc', 'alerts.sort.oldest'),
  by('severity', 'desc', 'alerts.sort.mostSevere'),
  by('severity', 'asc', 'alerts.sort.leastSevere'),
  by('title', 'asc', 'alerts.sort.title'),
] as const;

/** The active alerts, most severe first: the car overview's list and the garage's count and worst severity (one cache entry). */
export const ACTIVE_ALERTS: AlertQuery = {
  active: true,
  page: 0,
  size: 5,
  sort: [
    { field: 'severity', direction: 'desc' },
    { field: 'raisedAt', direction: 'desc' },
  ],
};
