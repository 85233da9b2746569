import type { T } from '../../lib/i18n';
import { formatAge } from '../../utils/time';
import type { AttentionReason } from './attention';
import type { CarGlance, Freshness, Whereabouts } from './glance';

/** The overview's figures in the user's language (keys written out whole, so the catalogue's checks find them). */
const PART_IDS: Record<string, string> = {
  'Row1.DriverSide': 'r1d',
  'Row1.PassengerSide': 'r1p',
  'Row2.DriverSide': 'r2d',
  'Row2.PassengerSide': 'r2p',
  'Row1.Left': 'r1l',
  'Row1.Right': 'r1r',
  'Row2.Left': 'r2l',
  'Row2.Right': 'r2r',
};
const part = (t: T, id: string) => (PART_IDS[id] ? t('fleet.part', { id: PART_IDS[id] }) : id);

export function freshnessText(t: T, f: Freshness, now: number): string {
  switch (f.kind) {
    case 'live':
      return t('fleet.fresh.live');
    case 'last-known':
      return t('fleet.fresh.lastKnown', { age: formatAge(f.at, now, t.locale) });
    case 'missing':
      return t('fleet.fresh.missing');
    case 'not-supported':
      return t('fleet.fresh.notSupported');
  }
}

export function energyText(_t: T, e: CarGlance['energy']['value']): string {
  if (!e) return '—';
  const level = e.percent === undefined ? undefined : `${Math.round(e.percent)} %`;
  const range = e.rangeKm === undefined ? undefined : `${Math.round(e.rangeKm)} km`;
  return [level, range].filter(Boolean).join(' · ') || '—';
}

export const chargingText = (t: T, c: CarGlance['charging']['value']) =>
  c === undefined ? '—' : t('fleet.charging.state', { state: c === 'plugged-in' ? 'plugged' : c });

export const lockText = (t: T, locked: boolean | undefined) =>
  locked === undefined ? '—' : t('fleet.locks', { locked: locked ? 'yes' : 'no' });

export function openText(t: T, parts: CarGlance['open']['value']): string {
  if (!parts) return '—';
  if (!parts.length) return t('fleet.open.none');
  const named = parts.map((p) => t('fleet.open.part', { part: part(t, p.id), kind: p.kind }));
  return t('fleet.open.parts', { parts: named.join(', ') });
}

export function tyreText(t: T, low: CarGlance['tyres']['value']): string {
  if (!low) return '—';
  if (!low.length) return t('fleet.tyres.ok');
  return t('fleet.tyres.low', { parts: low.map((x) => part(t, x.id)).join(', ') });
}

export function alertText(t: T, a: CarGlance['alerts']['value']): string {
  if (!a) return '—';
  if (a.count === 0) return t('fleet.alerts.none');
  return t('fleet.alerts.count', { count: a.count, worst: a.worst ?? 'none' });
}

export function whereText(t: T, w: Whereabouts | undefined): string {
  if (!w) return '—';
  if (w.kind === 'at-place') return t('fleet.where.at', { place: w.place });
  if (w.kind === 'from-place') {
    const distance = w.metres < 1000 ? `${Math.round(w.metres)} m` : `${(w.metres / 1000).toFixed(1)} km`;
    return t('fleet.where.from', { distance, place: w.place });
  }
  return `${w.latitude.toFixed(4)}, ${w.longitude.toFixed(4)}`;
}

/** Why a car needs attention, in words. */
export function reasonText(t: T, reason: AttentionReason): string {
  switch (reason.kind) {
    case 'critical-alert':
      return t('fleet.reason.critical', { count: reason.count });
    case 'door-open-at-night':
      return t('fleet.reason.doors', { doors: reason.doors });
    case 'tyre-losing-pressure':
      return t('fleet.reason.tyres', { tyres: reason.tyres });
    case 'trouble-codes':
      return t('fleet.reason.codes', { count: reason.count });
  }
}
