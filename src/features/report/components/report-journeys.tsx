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
  if (trips.length === 0) return <p>{t('report.journeys.none')}</p>;
  const energy = trips.some((j) => j.energyUsed !== undefined);
  const fuel = trips.some((j) => j.fuelUsed !== undefined);
  return (
    // Focusable, so a keyboard can scroll the table where it is wider than a phone.
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="owner-report__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report.journeys.start')}</th>
            <th scope="col">{t('report.journeys.end')}</th>
            <th scope="col" className="num">
              {t('report.journeys.distance')}
            </th>
            <th scope="col" className="num">
              {t('report.journeys.duration')}
            </th>
            {energy && (
              <th scope="col" className="num">
                {t('report.journeys.energy')}
              </th>
            )}
            {fuel && (
              <th scope="col" className="num">
                {t('report.journeys.fuel')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {trips.map((j) => (
            <tr key={j.startTime}>
              <th scope="row">
                <time dateTime={j.startTime}>{format.dateTime(j.startTime)}</time>
              </th>
              <td>
                <time dateTime={j.endTime}>
                  {format.date(j.endTime) === format.date(j.startTime)
                    ? format.time(j.endTime)
                    : format.dateTime(j.endTime)}
                </time>
              </td>
              <td className="num">{format.distance(j.distance)}</td>
              <td className="num">{format.duration(j.duration)}</td>
              {energy && <td className="num">{j.energyUsed === undefined ? '—' : format.kWh(j.energyUsed)}</td>}
              {fuel && <td className="num">{j.fuelUsed === undefined ? '—' : format.litres(j.fuelUsed)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
