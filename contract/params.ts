import type { Violation } from './problem';
import { PAGE_DEFAULT_SIZE, PAGE_MAX_SIZE } from './page';
import { SEVERITIES, ALERT_SORT_FIELDS, ALERT_DEFAULT_SORT, type Severity } from './alerts';
import { JOURNEY_SORT_FIELDS, JOURNEY_DEFAULT_SORT } from './journeys';

export type Query = Record<string, string | string[] | undefined>;
export type SortKey = { field: string; direction: 'asc' | 'desc' };
export type Paging = { page: number; size: number; sort: SortKey[] };
export type AlertQuery = Paging & { severity?: Severity[]; active?: boolean };
export type JourneyQuery = Paging & { from?: string; to?: string };
type Parsed<T> = { ok: true; value: T } | { ok: false; violations: Violation[] };

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/;
const INTEGER = /^(0|[1-9]\d*)$/;

/** A real instant in UTC: the pattern, and no calendar roll-over (2026-02-30 is refused, not read as March 2). */
function isIsoUtc(raw: string): boolean {
  if (!ISO_UTC.test(raw)) return false;
  const time = Date.parse(raw);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 16) === raw.slice(0, 16);
}

const all = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
function single(q: Query, field: string, out: Violation[]): string | undefined {
  const values = all(q[field]);
  if (values.length > 1) out.push({ field, rejectedValue: values.join(','), message: 'must be given at most once' });
  return values[0];
}

function parsePaging(q: Query, sortFields: readonly string[], defaultSort: string, out: Violation[]): Paging {
  const pageRaw = single(q, 'page', out);
  const sizeRaw = single(q, 'size', out);
  let page = 0;
  let size = PAGE_DEFAULT_SIZE;
  if (pageRaw !== undefined) {
    if (!INTEGER.test(pageRaw) || Number(pageRaw) > 1_000_000)
      out.push({ field: 'page', rejectedValue: pageRaw, message: 'must be an integer from 0 to 1000000' });
    else page = Number(pageRaw);
  }
  if (sizeRaw !== undefined) {
    if (!INTEGER.test(sizeRaw) || Number(sizeRaw) < 1 || Number(sizeRaw) > PAGE_MAX_SIZE)
      out.push({ field: 'size', rejectedValue: sizeRaw, message: `must be an integer from 1 to ${PAGE_MAX_SIZE}` });
    else size = Number(sizeRaw);
  }
  const sortRaw = all(q.sort).flatMap((s) => (s.includes(';') ? s.split(';') : [s]));
  const sort: SortKey[] = [];
  for (const expr of sortRaw.length ? sortRaw : [defaultSort]) {
    const [field = '', direction = 'asc', ...rest] = expr.split(',');
    if (!sortFields.includes(field) || (direction !== 'asc' && direction !== 'desc') || rest.length) {
      out.push({
        field: 'sort',
        rejectedValue: expr,
        message: `must be field,asc|desc with field one of ${sortFields.join(', ')}`,
      });
    } else sort.push({ field, direction });
  }
  return { page, size, sort };
}

function unknownParams(q: Query, allowed: string[], out: Violation[]) {
  for (const key of Object.keys(q))
    if (!allowed.includes(key))
      out.push({ field: key, rejectedValue: all(q[key]).join(','), message: 'is not a known parameter' });
}

export function parseAlertQuery(q: Query): Parsed<AlertQuery> {
  const out: Violation[] = [];
  unknownParams(q, ['page', 'size', 'sort', 'severity', 'active'], out);
  const paging = parsePaging(q, ALERT_SORT_FIELDS, ALERT_DEFAULT_SORT, out);
  const result: AlertQuery = { ...paging };
  const severities = all(q.severity).flatMap((s) => s.split(','));
  if (severities.length) {
    const bad = severities.filter((s) => !(SEVERITIES as readonly string[]).includes(s));
    if (bad.length)
      out.push({ field: 'severity', rejectedValue: bad.join(','), message: `must be one of ${SEVERITIES.join(', ')}` });
    else result.severity = severities as Severity[];
  }
  const active = single(q, 'active', out);
  if (active !== undefined) {
    if (active !== 'true' && active !== 'false')
      out.push({ field: 'active', rejectedValue: active, message: 'must be true or false' });
    else result.active = active === 'true';
  }
  return out.length ? { ok: false, violations: out } : { ok: true, value: result };
}

export function parseJourneyQuery(q: Query): Parsed<JourneyQuery> {
  const out: Violation[] = [];
  unknownParams(q, ['page', 'size', 'sort', 'from', 'to'], out);
  const paging = parsePaging(q, JOURNEY_SORT_FIELDS, JOURNEY_DEFAULT_SORT, out);
  const result: JourneyQuery = { ...paging };
  for (const field of ['from', 'to'] as const) {
    const raw = single(q, field, out);
    if (raw === undefined) continue;
    if (!isIsoUtc(raw))
      out.push({
        field,
        rejectedValue: raw,
        message: 'must be an ISO 8601 UTC timestamp such as 2026-01-31T00:00:00Z',
      });
    else result[field] = new Date(raw).toISOString();
  }
  if (result.from && result.to && result.from > result.to)
    out.push({ field: 'from', rejectedValue: all(q.from).join(','), message: 'must not be after to' });
  return out.length ? { ok: false, violations: out } : { ok: true, value: result };
}

export function parseNoQuery(q: Query): Parsed<Record<string, never>> {
  const out: Violation[] = [];
  unknownParams(q, [], out);
  return out.length ? { ok: false, violations: out } : { ok: true, value: {} };
}
