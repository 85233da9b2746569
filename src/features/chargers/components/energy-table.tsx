import { DataTable } from '../../../components/data-table';
import type { MonthEnergy } from '../sessions';
import { kWh } from './session-totals';
import { useT } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../utils/intl';

export const monthName = (month: string, locale: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(y, m - 1, 1));
};

/** The table alternative of the monthly chart: the same figures. */
export function EnergyTable({ months }: { months: readonly MonthEnergy[] }) {
  const t = useT();
  return (
    <DataTable
      caption={t('chargers.energyPerMonth')}
      className="charger-table"
      rows={months}
      rowKey={(m) => m.month}
      columns={[
        { header: t('chargers.month'), rowHeader: true, cell: (m) => monthName(m.month, t.locale) },
        { header: t('chargers.sessions'), numeric: true, cell: (m) => m.sessions },
        { header: t('journeys.energy'), numeric: true, cell: (m) => kWh(m.energyKWh, t.locale) },
      ]}
    />
  );
}
