import type { Journey, JourneySummary } from '../../contract';
import { cumulativeDistances, type LatLng } from './geo';

export type Cell = string | number | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when needed; text that a spreadsheet would run as a formula is neutralised; the
 * catalogue's soft hyphens (break points for the screen) are left out.
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value.replaceAll('\u00AD', '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (rows: readonly (readonly Cell[])[]): string =>
  rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';

const JOURNEY_CSV_HEADER = [
  'id',
  'startTime',
  'endTime',
  'distance_m',
  'duration_s',
  'averageSpeed_kmh',
  'energyUsed_kWh',
  'fuelUsed_l',
  'startLatitude',
  'startLongitude',
  'endLatitude',
  'endLongitude',
] as const;

/** The journeys as CSV in SI units as the service sends them (one header row, CRLF line ends; the view passes its words). */
export function journeysToCsv(
  journeys: readonly JourneySummary[],
  header: readonly string[] = JOURNEY_CSV_HEADER,
): string {
  return toCsv([
    header,
    ...journeys.map((j) => [
      j.id,
      j.startTime,
      j.endTime,
      j.distance,
      j.duration,
      j.averageSpeed,
      j.energyUsed,
      j.fuelUsed,
      j.start.latitude,
      j.start.longitude,
      j.end.latitude,
      j.end.longitude,
    ]),
  ]);
}

export function escapeXml(text: string): string {
  return (
    text
      .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
      // Characters XML 1.0 does not allow at all.
      .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
  );
}

/**
 * Times for each point of a route between start and end, spread by distance travelled
 * (evenly by index when the route does not move).
 */
export function interpolateTimes(points: readonly LatLng[], startTime: string, endTime: string): string[] {
  const start = Date.parse(startTime),
    end = Date.parse(endTime);
  const cumulative = cumulativeDistances(points);
  const total = cumulative.at(-1) ?? 0;
  const last = Math.max(points.length - 1, 1);
  return points.map((_, i) => {
    const fraction = total > 0 ? cumulative[i]! / total : i / last;
    return new Date(Math.round(start + (end - start) * fraction)).toISOString();
  });
}

export type GpxTrack = { journey: Journey; points: readonly LatLng[] };

/** GPX 1.1: one `<trk>` per journey, one segment, times interpolated along the route. */
export function journeysToGpx(
  tracks: readonly GpxTrack[],
  meta: { name: string; creator?: string; time?: Date },
): string {
  const coord = (n: number) => n.toFixed(6);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${escapeXml(meta.creator ?? 'Vehicle dashboard')}" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">`,
    `  <metadata><name>${escapeXml(meta.name)}</name><time>${(meta.time ?? new Date()).toISOString()}</time></metadata>`,
  ];
  for (const { journey, points } of tracks) {
    const times = interpolateTimes(points, journey.startTime, journey.endTime);
    lines.push(
      '  <trk>',
      `    <name>${escapeXml(`Journey ${journey.startTime}`)}</name>`,
      `    <desc>${escapeXml(journey.id)}</desc>`,
      '    <trkseg>',
    );
    points.forEach(([lat, lon], i) => {
      lines.push(`      <trkpt lat="${coord(lat)}" lon="${coord(lon)}"><time>${times[i]}</time></trkpt>`);
    });
    lines.push('    </trkseg>', '  </trk>');
  }
  lines.push('</gpx>', '');
  return lines.join('\n');
}
