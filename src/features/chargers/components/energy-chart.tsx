import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthEnergy } from '../sessions';
import { monthName } from './energy-table';
import { kWh } from './session-totals';
import { useT } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../utils/intl';

const short = (month: string, locale: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return dateTimeFormat(locale, { month: 'short' }).format(new Date(y, m - 1, 1));
};

/**
 * Energy per month as bars (recharts, loaded with this module only: the route imports it lazily). The table beside it
 * carries the same figures for screen readers, so the drawing itself is hidden from them.
 */
export default function EnergyChart({ months }: { months: readonly MonthEnergy[] }) {
  const t = useT();
  return (
    <div className="energy-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...months]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={(m: string) => short(m, t.locale)} />
          <YAxis unit=" kWh" width={72} />
          <Tooltip
            labelFormatter={(label) => monthName(String(label), t.locale)}
            formatter={(value) => [kWh(Number(value), t.locale), t('journeys.energy')]}
          />
          <Bar dataKey="energyKWh" fill="var(--accent, #2563eb)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
