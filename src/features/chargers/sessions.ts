import type { T } from '../../lib/i18n';
import type { ChargerSession } from '../../../contract/chargers';
import { csvField } from '../../utils/export';
import { addAmounts } from '../../utils/sum';
import { monthOf } from './range';

export type MonthEnergy = { month: string; energyKWh: number; sessions: number };
export type SessionTotals = { sessions: number; energyKWh: number; byVin: { vin: string | null; energyKWh: number }[] };

/** Energy and sessions per local month (by each session's start), every month of `months` included, zeros too. */
export function energyByMonth(sessions: readonly ChargerSession[], months: readonly string[]): MonthEnergy[] {
  const byMonth = new Map(months.map((month) => [month, { month, energyKWh: 0, sessions: 0 }]));
  for (const s of sessions) {
    const row = byMonth.get(monthOf(new Date(s.startTime)));
    if (!row) continue;
    row.energyKWh = addAmounts(row.energyKWh, s.energyKWh);
    row.sessions++;
  }
  return [...byMonth.values()].map((r) => ({ ...r, energyKWh: Math.round(r.energyKWh * 100) / 100 }));
}

export function sessionTotals(sessions: readonly ChargerSession[]): SessionTotals {
  const byVin = new Map<string | null, number>();
  let energy = 0;
  for (const s of sessions) {
    energy += s.energyKWh;
    byVin.set(s.vin, (byVin.get(s.vin) ?? 0) + s.energyKWh);
  }
  return {
    sessions: sessions.length,
    energyKWh: energy,
    byVin: [...byVin].map(([vin, energyKWh]) => ({ vin, energyKWh })).sort((a, b) => b.energyKWh - a.energyKWh),
  };
}

const HEADER = ['id', 'connectorId', 'vin', 'startTime', 'endTime', 'energy_kWh', 'maxPower_kW'];

/** The header row in the user's language (the columns are `sessionsToCsv`'s). */
export const sessionCsvHeader = (t: T): string[] => [
  t('csv.sessions.id'),
  t('csv.sessions.connector'),
  t('csv.sessions.vin'),
  t('csv.journeys.start'),
  t('csv.journeys.end'),
  t('csv.sessions.energy'),
  t('csv.sessions.maxPower'),
];

/** The sessions as CSV, as the service sends them (one header row, CRLF line ends; a running session has no end). */
export function sessionsToCsv(sessions: readonly ChargerSession[], header: readonly string[] = HEADER): string {
  const rows = [
    header,
    ...sessions.map((s) => [s.id, s.connectorId, s.vin, s.startTime, s.endTime, s.energyKWh, s.maxPowerKW]),
  ];
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
