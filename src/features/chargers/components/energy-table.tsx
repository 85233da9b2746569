import type { MonthEnergy } from '../sessions';
import { kWh } from './session-totals';

export const monthName = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(new Date(y, m - 1, 1));
};

/** The table alternative of the monthly chart: the same figures. */
export function EnergyTable({ months }: { months: readonly MonthEnergy[] }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={'Energy charged per month'}>
      <table className="charger-table">
        <caption className="visually-hidden">Energy charged per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" className="num">
              Sessions
            </th>
            <th scope="col" className="num">
              Energy
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td className="num">{m.sessions}</td>
              <td className="num">{kWh(m.energyKWh)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
