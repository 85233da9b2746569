import type { Alert, AlertPage } from '../../../contract';

/** An active tyre-pressure warning raised 2026-11-24T10:00Z, with `over` on top. */
export const alert = (id: string, over: Partial<Alert> = {}): Alert => ({
  id,
  code: 'TYRE_PRESSURE_LOW',
  severity: 'warning',
  active: true,
  title: 'Tyre pressure low',
  description: 'Front left',
  raisedAt: '2026-11-24T10:00:00Z',
  clearedAt: null,
  signals: [],
  ...over,
});

/** The first page of a list: these alerts, and `totalPages` pages in all. */
export const alertPage = (content: Alert[], totalPages = 1, size = 20): AlertPage => ({
  content,
  page: { number: 0, size, totalElements: content.length * totalPages, totalPages },
});
