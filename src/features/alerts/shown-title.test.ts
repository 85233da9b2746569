import { afterEach, describe, expect, it } from 'vitest';
import type { Alert, AlertPage } from '../../../contract';
import { setLocale, t } from '../../lib/i18n';
import { pageByShownTitle, sortsByShownTitle } from './shown-title';

afterEach(() => setLocale('en'));

const at = '2026-11-20T12:00:00.000Z';
/** The service's titles are English: sorting by them would put these in this order in every language. */
const alert = (code: string, title: string): Alert => ({
  id: code,
  code,
  severity: 'warning',
  active: true,
  title,
  description: `${title}.`,
  raisedAt: at,
  clearedAt: null,
  signals: [],
});
const EVERY: AlertPage = {
  content: [
    alert('ABS_FAULT', 'ABS fault'),
    alert('E2E-UMLAUT', 'Überhitzung der Kabine'), // unknown to the catalogue: shown in the service's words
    alert('TIRE_PRESSURE_LOW', 'Tyre pressure low'),
    alert('VEHICLE_UNLOCKED', 'Vehicle left unlocked'),
    alert('WASHER_FLUID_LOW', 'Washer fluid low'),
  ],
  page: { number: 0, size: 5, totalElements: 5, totalPages: 1 },
};
const codes = (page: AlertPage) => page.content.map((a) => a.code);

describe('sorting alerts by title sorts by the title shown, in the user’s language', () => {
  it('is asked of every matching alert only when the first sort key is the title', () => {
    const base = { page: 0, size: 10 };
    expect(sortsByShownTitle({ ...base, sort: [{ field: 'title', direction: 'asc' }] })).toBe(true);
    expect(sortsByShownTitle({ ...base, sort: [{ field: 'raisedAt', direction: 'desc' }] })).toBe(false);
  });

  it('orders German titles with the German collator (Ü with U), not by the service’s English titles', async () => {
    await setLocale('de');
    const page = pageByShownTitle(EVERY, { page: 0, size: 10, direction: 'asc' }, t);
    // ABS-Fehler, Auto nicht abgeschlossen, Reifendruck zu niedrig, Überhitzung der Kabine, Waschwasser niedrig
    expect(codes(page)).toEqual([
      'ABS_FAULT',
      'VEHICLE_UNLOCKED',
      'TIRE_PRESSURE_LOW',
      'E2E-UMLAUT',
      'WASHER_FLUID_LOW',
    ]);
  });

  it('pages the sorted list itself, both directions, counting every alert', () => {
    const first = pageByShownTitle(EVERY, { page: 0, size: 2, direction: 'desc' }, t);
    expect(codes(first)).toEqual(['WASHER_FLUID_LOW', 'VEHICLE_UNLOCKED']); // then Überhitzung, Tyre, ABS
    expect(first.page).toEqual({ number: 0, size: 2, totalElements: 5, totalPages: 3 });
    const last = pageByShownTitle(EVERY, { page: 2, size: 2, direction: 'desc' }, t);
    expect(codes(last)).toEqual(['ABS_FAULT']);
  });
});
