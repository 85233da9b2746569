import type { MonthEnergy } from '../sessions';
import { kWh } from './session-totals';
import { useT } from '../../../lib/i18n';

export const monthName = (month: string, locale: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(y, m - 1, 1));
};

/** The table alternative of the monthly chart: the same figures. */
export function EnergyTable({ months }: { months: readonly MonthEnergy[] }) {
  const t = useT();
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={t('chargers.energyPerMonth')}>
      <table className="charger-table">
        <caption className="visually-hidden">{t('chargers.energyPerMonth')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chargers.month')}</th>
            <th scope="col" className="num">
              {t('chargers.sessions')}
            </th>
            <th scope="col" className="num">
              {t('journeys.energy')}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month, t.locale)}</th>
              <td className="num">{m.sessions}</td>
              <td className="num">{kWh(m.energyKWh, t.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
