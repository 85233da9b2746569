import type { Alert, TroubleCode } from '../../../contract';
import type { T } from '../../lib/i18n';
import { alertTitle, troubleCodeLine } from '../../lib/i18n/code-texts';
import { toCsv, type Cell } from '../../utils/export';
import { localParts, type Figures, type TripSummary } from '../../utils/trends';
import { toDistance, type DistanceUnit } from '../../utils/units';
import { consumption, type CarIdentity, type StateFacts } from './model';

/** A part of the report: its data, or why it is missing (the problem's text and correlation id). */
export type Part<D> = { data: D } | { problem: string; correlationId?: string };

export type ReportData = {
  vin: string;
  car: Part<CarIdentity>;
  fromDate: string;
  toDate: string;
  state: Part<StateFacts>;
  alerts: Part<readonly Alert[]>;
  troubleCodes: Part<readonly TroubleCode[]>;
  trips: Part<readonly TripSummary[]>;
  totals?: Figures;
  currency: string;
};

export type CsvOptions = { t: T; distance: DistanceUnit; timeZone: string };

const round = (n: number | undefined | null, digits: number) =>
  n === undefined || n === null || !Number.isFinite(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits;
const pad = (n: number) => String(n).padStart(2, '0');

/** A local date and time a spreadsheet reads as one (`2026-11-25 08:05`), in the zone the report was made in. */
export function csvDateTime(iso: string, timeZone: string): string {
  const p = localParts(Date.parse(iso), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The report as one CSV file (RFC 4180 through `utils/export`): a title row, then one block per part (its name,
 * its header row, its rows), blank rows between; headers in the user's language, figures as plain numbers in the
 * user's units (named in the header), so a spreadsheet computes with them.
 */
export function reportCsv(r: ReportData, { t, distance, timeZone }: CsvOptions): string {
  const unit = distance === 'mi' ? 'mi' : 'km';
  const dist = (m: number | undefined) => round(m === undefined ? undefined : toDistance(m, 'm', distance), 1);
  const rows: Cell[][] = [[t('report.title'), r.vin, r.fromDate, r.toDate], []];
  const block = <D>(title: string, part: Part<D>, body: (data: D) => Cell[][]) => {
    rows.push([title]);
    if ('data' in part) rows.push(...body(part.data));
    else rows.push([t('report.csv.missing', { problem: part.problem, id: part.correlationId ?? '—' })]);
    rows.push([]);
  };

  block(t('report.car.title'), r.car, (c) => [
    [t('report.car.brand'), c.brand],
    [t('report.car.vin'), r.vin],
    [t('report.car.model'), c.model],
    [t('report.car.year'), c.year],
  ]);
  block(t('report.state.title'), r.state, (s) => [
    [t('report.state.locked'), s.locked],
    [t('report.state.unlocked'), s.unlocked],
    [t('report.state.openDoors'), s.openDoors],
    [t('report.state.openWindows'), s.openWindows],
    [t('report.state.openLids'), s.openLids],
    [t('report.state.lowTyres'), s.lowTyres],
    [t('report.csv.percent', { label: t('report.state.fuel') }), round(s.fuelPercent, 1)],
    [t('report.csv.inUnit', { label: t('report.state.fuelRange'), unit }), dist(s.fuelRangeM)],
    [t('report.csv.percent', { label: t('report.state.charge') }), round(s.chargePercent, 1)],
    [t('report.csv.inUnit', { label: t('report.state.batteryRange'), unit }), dist(s.batteryRangeM)],
    [t('report.csv.inUnit', { label: t('report.state.odometer'), unit }), round(dist(s.odometerM), 0)],
  ]);
  block(t('report.alerts.title'), r.alerts, (alerts) => [
    [t('report.alerts.severity'), t('report.alerts.alert'), t('report.alerts.code'), t('report.alerts.raisedAt')],
    ...alerts.map((a) => [
      t('alerts.severity', { severity: a.severity }),
      alertTitle(t, a),
      a.code,
      csvDateTime(a.raisedAt, timeZone),
    ]),
  ]);
  block(t('report.codes.title'), r.troubleCodes, (codes) => [
    [t('report.codes.code'), t('report.codes.description'), t('report.codes.ecu'), t('report.codes.lastSeen')],
    ...codes.map((c) => [c.code, troubleCodeLine(t, c), c.ecu, csvDateTime(c.lastSeen, timeZone)]),
  ]);
  block(t('report.journeys.title'), r.trips, (trips) => [
    [
      t('report.journeys.start'),
      t('report.journeys.end'),
      t('report.csv.inUnit', { label: t('report.journeys.distance'), unit }),
      t('report.csv.inUnit', { label: t('report.journeys.duration'), unit: 'min' }),
      t('report.csv.inUnit', { label: t('report.journeys.energy'), unit: 'kWh' }),
      t('report.csv.inUnit', { label: t('report.journeys.fuel'), unit: 'l' }),
    ],
    ...trips.map((j) => [
      csvDateTime(j.startTime, timeZone),
      csvDateTime(j.endTime, timeZone),
      dist(j.distance),
      round(j.duration / 60, 1),
      round(j.energyUsed, 2),
      round(j.fuelUsed, 2),
    ]),
  ]);
  if (r.totals) rows.push([t('report.totals.title')], ...totalRows(r.totals, r.currency, t, dist, unit));
  return toCsv(rows);
}

function totalRows(f: Figures, currency: string, t: T, dist: (m: number) => number | null, unit: string): Cell[][] {
  const rows: Cell[][] = [
    [t('report.totals.journeys'), f.journeys],
    [t('report.csv.inUnit', { label: t('report.totals.distance'), unit }), dist(f.distance)],
    [t('report.csv.inUnit', { label: t('report.totals.duration'), unit: 'h' }), round(f.duration / 3600, 2)],
  ];
  if (f.hasEnergy)
    rows.push([t('report.csv.inUnit', { label: t('report.totals.energy'), unit: 'kWh' }), round(f.energyKWh, 2)]);
  if (f.hasFuel) rows.push([t('report.csv.inUnit', { label: t('report.totals.fuel'), unit: 'l' }), round(f.fuelL, 2)]);
  for (const c of consumption(f, unit === 'mi' ? 'mi' : 'km'))
    rows.push([t('report.csv.inUnit', { label: t('report.totals.consumption'), unit: c.unit }), round(c.value, 1)]);
  if (f.homeKWh !== null)
    rows.push([t('report.csv.inUnit', { label: t('report.totals.home'), unit: 'kWh' }), round(f.homeKWh, 2)]);
  if (f.cost !== null)
    rows.push([t('report.csv.inUnit', { label: t('report.totals.cost'), unit: currency }), round(f.cost, 2)]);
  return rows;
}
