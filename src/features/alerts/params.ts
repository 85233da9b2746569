import { ALERT_DEFAULT_SORT, ALERT_SORT_FIELDS, PAGE_DEFAULT_SIZE, PAGE_MAX_SIZE, SEVERITIES } from '../../../contract';
import type { AlertParams } from '../../lib/query-keys';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const SORT_OPTIONS = [
  { value: 'raisedAt,desc', label: 'Newest first' },
  { value: 'raisedAt,asc', label: 'Oldest first' },
  { value: 'severity,desc', label: 'Most severe first' },
  { value: 'severity,asc', label: 'Least severe first' },
  { value: 'title,asc', label: 'Title A–Z' },
] as const;

export const DEFAULT_ALERT_PARAMS: AlertParams = { page: 0, size: PAGE_DEFAULT_SIZE, sort: [ALERT_DEFAULT_SORT] };

const isSort = (s: string) => {
  const [field = '', dir = 'asc', ...rest] = s.split(',');
  return (
    (ALERT_SORT_FIELDS as readonly string[]).includes(field) && (dir === 'asc' || dir === 'desc') && rest.length === 0
  );
};

/** Reads the alert list's state from the URL; anything unusable falls back to the default rather than failing. */
export function alertParamsFromSearch(search: URLSearchParams): AlertParams {
  const severity = [...new Set(search.getAll('severity').flatMap((s) => s.split(',')))].filter((s) =>
    (SEVERITIES as readonly string[]).includes(s),
  );
  const active = search.get('active');
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  const sort = search.getAll('sort').filter(isSort);
  const params: AlertParams = {
    page: Number.isInteger(page) && page >= 0 && page <= 1_000_000 ? page : 0,
    size: Number.isInteger(size) && size >= 1 && size <= PAGE_MAX_SIZE ? size : PAGE_DEFAULT_SIZE,
    sort: sort.length ? sort : [ALERT_DEFAULT_SORT],
  };
  if (severity.length) params.severity = SEVERITIES.filter((s) => severity.includes(s));
  if (active === 'true' || active === 'false') params.active = active === 'true';
  return params;
}

/** The same state as query parameters: for the URL (defaults left out) and for the API request (identical, so one can be checked against the other). */
export function alertParamsToSearch(p: AlertParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const s of p.severity ?? []) out.append('severity', s);
  if (p.active !== undefined) out.set('active', String(p.active));
  if (!(p.sort.length === 1 && p.sort[0] === ALERT_DEFAULT_SORT)) for (const s of p.sort) out.append('sort', s);
  if (p.page !== 0) out.set('page', String(p.page));
  if (p.size !== PAGE_DEFAULT_SIZE) out.set('size', String(p.size));
  return out;
}

/** The request's query: every parameter the API should see, repeated keys as arrays. */
export function alertParamsToQuery(p: AlertParams): Record<string, string | string[]> {
  const q: Record<string, string | string[]> = {};
  for (const [k, v] of alertParamsToSearch(p)) {
    const prev = q[k];
    q[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return q;
}
