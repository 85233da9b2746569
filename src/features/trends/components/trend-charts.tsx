import { useMemo } from 'react';
import { Section } from '../../../components/section';
import { useUnits } from '../../../stores/units-preference';
import type { Bucket, Figures, Granularity } from '../../../utils/trends';
import { rowText } from '../model/format';
import { toRow, toRows, trendUnits, type TrendRow } from '../model/rows';
import { granularityLabel } from './period-picker';
import { useT } from '../../../lib/i18n';
import { TableAlternative, type Column } from './table-alternative';
import { TrendChart, type ChartSeries } from './trend-chart';

type Props = { buckets: readonly Bucket[]; figures: Figures; granularity: Granularity; currency: string };
type Key = Exclude<keyof TrendRow, 'key' | 'label'>;

/** Distance, energy, fuel, cost and home charging per bucket: a chart and its table each, what the car has. */
export function TrendCharts({ buckets, figures, granularity, currency }: Props) {
  const t = useT();
  const userUnits = useUnits();
  const units = trendUnits(userUnits);
  const rows = useMemo(
    () => toRows(buckets, granularity, userUnits, t.locale),
    [buckets, granularity, userUnits, t.locale],
  );
  const totals = toRow(figures, 'total', t('trends.wholePeriod'), userUnits);
  const per = granularityLabel(t, granularity);
  const text = (r: TrendRow) => rowText(r, units, currency, t.locale);
  const name = (figure: string) => t('trends.figure', { figure });
  const title = (chart: string) => t('trends.chart', { chart, granularity });
  const period: Column<TrendRow> = { header: per, cell: (r) => r.label };
  const col = (header: string, pick: (t: ReturnType<typeof text>) => string): Column<TrendRow> => ({
    header,
    numeric: true,
    cell: (r) => pick(text(r)),
  });
  const series = (key: Key, name: string, unit: string, type: 'bar' | 'line', color: string, digits = 1) =>
    ({ key, name, unit, type, color, digits }) as ChartSeries<Key>;
  const groups: { title: string; series: ChartSeries<Key>[]; columns: Column<TrendRow>[]; average?: number }[] = [
    {
      title: title('distance'),
      series: [series('distance', `${name('distance')} (${units.distance})`, units.distance, 'bar', 'var(--accent)')],
      columns: [
        col(name('distance'), (x) => x.distance),
        col(name('journeys'), (x) => x.journeys),
        col(name('duration'), (x) => x.time),
        col(name('averageSpeed'), (x) => x.speed),
      ],
    },
  ];
  if (totals.energy !== null)
    groups.push({
      title: title('energy'),
      series: [
        series('energy', `${name('energy')} (kWh)`, 'kWh', 'bar', 'var(--info)'),
        series(
          'energyRate',
          `${t('journeys.consumption')} (${units.energyRate})`,
          units.energyRate,
          'line',
          'var(--warn)',
        ),
      ],
      columns: [col(name('energy'), (x) => x.energy), col(t('journeys.consumption'), (x) => x.energyRate)],
      average: totals.energyRate ?? undefined,
    });
  if (totals.fuel !== null)
    groups.push({
      title: title('fuel'),
      series: [
        series('fuel', `${name('fuel')} (l)`, 'l', 'bar', 'var(--info)'),
        series('fuelRate', `${t('journeys.consumption')} (${units.fuelRate})`, units.fuelRate, 'line', 'var(--warn)'),
      ],
      columns: [col(name('fuel'), (x) => x.fuel), col(t('journeys.consumption'), (x) => x.fuelRate)],
      average: totals.fuelRate ?? undefined,
    });
  if (totals.cost !== null)
    groups.push({
      title: title('cost'),
      series: [series('cost', `${name('cost')} (${currency})`, currency, 'bar', 'var(--ok)', 2)],
      columns: [col(name('cost'), (x) => x.cost)],
    });
  if (totals.home !== null)
    groups.push({
      title: title('home'),
      series: [
        series('home', `${name('home')} (kWh)`, 'kWh', 'bar', 'var(--ok)'),
        series('energy', `${name('driven')} (kWh)`, 'kWh', 'bar', 'var(--info)'),
      ],
      columns: [
        col(name('home'), (x) => x.home),
        col(name('driven'), (x) => x.energy),
        col(name('homeShare'), (x) => x.homeShare),
      ],
    });
  return (
    <>
      {groups.map((g) => (
        <Section key={g.title} title={g.title} level={3}>
          <TrendChart
            label={g.title}
            rows={rows}
            series={g.series}
            average={g.average === undefined ? undefined : { value: g.average, label: t('trends.average') }}
          />
          <TableAlternative
            caption={g.title}
            rows={rows}
            columns={[period, ...g.columns]}
            rowKey={(r) => r.key}
            footer={{ ...totals, label: t('trends.wholePeriod') }}
          />
        </Section>
      ))}
    </>
  );
}
