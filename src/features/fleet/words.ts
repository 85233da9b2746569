import { formatAge } from '../../utils/time';
import type { CarGlance, Freshness, Whereabouts } from './glance';

/** The overview's figures in words (one place, for the catalogue to take over). */
const PARTS: Record<string, string> = {
  'Row1.DriverSide': 'front driver-side',
  'Row1.PassengerSide': 'front passenger-side',
  'Row2.DriverSide': 'rear driver-side',
  'Row2.PassengerSide': 'rear passenger-side',
  'Row1.Left': 'front left',
  'Row1.Right': 'front right',
  'Row2.Left': 'rear left',
  'Row2.Right': 'rear right',
};
const part = (id: string) => PARTS[id] ?? id;

export function freshnessText(f: Freshness, now: number, locale: string): string {
  switch (f.kind) {
    case 'live':
      return 'live';
    case 'last-known':
      return `last known, ${formatAge(f.at, now, locale)}`;
    case 'missing':
      return 'not reported';
    case 'not-supported':
      return 'not supported';
  }
}

export function energyText(e: CarGlance['energy']['value']): string {
  if (!e) return '—';
  const level = e.percent === undefined ? undefined : `${Math.round(e.percent)} %`;
  const range = e.rangeKm === undefined ? undefined : `${Math.round(e.rangeKm)} km`;
  return [level, range].filter(Boolean).join(' · ') || '—';
}

export const chargingText = (c: CarGlance['charging']['value']) =>
  c === 'charging' ? 'Charging' : c === 'plugged-in' ? 'Plugged in' : c === 'unplugged' ? 'Not plugged in' : '—';

export const lockText = (locked: boolean | undefined) => (locked === undefined ? '—' : locked ? 'Locked' : 'Unlocked');

export function openText(parts: CarGlance['open']['value']): string {
  if (!parts) return '—';
  if (!parts.length) return 'All closed';
  return parts.map((p) => `${part(p.id)} ${p.kind}`).join(', ') + ' open';
}

export function tyreText(low: CarGlance['tyres']['value']): string {
  if (!low) return '—';
  if (!low.length) return 'Pressure OK';
  return `Losing pressure: ${low.map((t) => part(t.id)).join(', ')}`;
}

export function alertText(a: CarGlance['alerts']['value']): string {
  if (!a) return '—';
  if (a.count === 0) return 'None active';
  return `${a.count} active${a.worst ? `, worst ${a.worst}` : ''}`;
}

export function whereText(w: Whereabouts | undefined): string {
  if (!w) return '—';
  if (w.kind === 'at-place') return `At ${w.place}`;
  if (w.kind === 'from-place')
    return w.metres < 1000
      ? `${Math.round(w.metres)} m from ${w.place}`
      : `${(w.metres / 1000).toFixed(1)} km from ${w.place}`;
  return `${w.latitude.toFixed(4)}, ${w.longitude.toFixed(4)}`;
}
