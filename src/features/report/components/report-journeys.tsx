import { DataTable } from '../../../components/data-table';
import { useT } from '../../../lib/i18n';
import type { Figures, TripSummary } from '../../../utils/trends';
import { consumption } from '../model';
import type { ReportFormat } from '../use-report-format';
import { Fact } from './report-sections';

type TotalsProps = {
  totals: Figures;
  currency: string;
  complete: boolean;
  totalElements: number;
  format: ReportFormat;
};

/** The range's totals: journeys, distance, time, energy or fuel with consumption, charged at home, cost. */
export function ReportTotals({ totals: f, currency, complete, totalElements, format }: TotalsProps) {
  const t = useT();
  const rates = consumption(f, format.distanceUnit);
  return (
    <>
      <dl className="stats">
        <Fact label={t('report.totals.journeys')}>{format.number(f.journeys)}</Fact>
        <Fact label={t('report.totals.distance')}>{format.distance(f.distance)}</Fact>
        <Fact label={t('report.totals.duration')}>{format.duration(f.duration)}</Fact>
        {f.hasEnergy && <Fact label={t('report.totals.energy')}>{format.kWh(f.energyKWh)}</Fact>}
        {f.hasFuel && <Fact label={t('report.totals.fuel')}>{format.litres(f.fuelL)}</Fact>}
        {rates.length > 0 && (
          <Fact label={t('report.totals.consumption')}>
            {format.list(rates.map((r) => format.rate(r.value, r.unit)))}
          </Fact>
        )}
        {f.homeKWh !== null && <Fact label={t('report.totals.home')}>{format.kWh(f.homeKWh)}</Fact>}
        {f.cost !== null && <Fact label={t('report.totals.cost')}>{format.money(f.cost, currency)}</Fact>}
      </dl>
      {f.cost === null && (f.hasEnergy || f.hasFuel) && <p className="muted">{t('report.totals.noPrices')}</p>}
      {f.cost !== null && f.uncosted > 0 && (
        <p className="muted">{t('report.totals.uncosted', { count: f.uncosted })}</p>
      )}
      {!complete && (
        <p className="muted">{t('report.totals.incomplete', { count: f.journeys, total: totalElements })}</p>
      )}
    </>
  );
}

type ListProps = { trips: readonly TripSummary[]; caption: string; format: ReportFormat };

/** Every journey of the range: start, end (its time alone on the same day), distance, duration, energy or fuel. */
export function ReportJourneyTable({ trips, caption, format }: ListProps) {
  const t = useT();
  const energy = trips.some((j) => j.energyUsed !== undefined);
  const fuel = trips.some((j) => j.fuelUsed !== undefined);
  const time = (at: string, text: string) => <time dateTime={at}>{text}</time>;
  return (
    <DataTable
      caption={caption}
      className="owner-report__table"
      rows={trips}
      rowKey={(j) => j.startTime}
      empty={<p>{t('report.journeys.none')}</p>}
      columns={[
        {
          header: t('report.journeys.start'),
          rowHeader: true,
          cell: (j) => time(j.startTime, format.dateTime(j.startTime)),
        },
        {
          header: t('report.journeys.end'),
          cell: (j) =>
            time(
              j.endTime,
              format.date(j.endTime) === format.date(j.startTime) ? format.time(j.endTime) : format.dateTime(j.endTime),
            ),
        },
        { header: t('report.journeys.distance'), numeric: true, cell: (j) => format.distance(j.distance) },
        { header: t('report.journeys.duration'), numeric: true, cell: (j) => format.duration(j.duration) },
        energy && {
          header: t('report.journeys.energy'),
          numeric: true,
          cell: (j) => (j.energyUsed === undefined ? '—' : format.kWh(j.energyUsed)),
        },
        fuel && {
          header: t('report.journeys.fuel'),
          numeric: true,
          cell: (j) => (j.fuelUsed === undefined ? '—' : format.litres(j.fuelUsed)),
        },
      ]}
    />
  );
}
