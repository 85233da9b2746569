import { useMemo } from 'react';
import { Section } from '../../../components/section';
import { useUnits } from '../../../stores/units-preference';
import type { Bucket, Figures, Granularity } from '../../../utils/trends';
import { rowText } from '../model/format';
import { toRow, toRows, trendUnits, type TrendRow } from '../model/rows';
import { GRANULARITY_LABELS } from './period-picker';
import { TableAlternative, type Column } from './table-alternative';
import { TrendChart, type ChartSeries } from './trend-chart';

type Props = { buckets: readonly Bucket[]; figures: Figures; granularity: Granularity; currency: string };
type Key = Exclude<keyof TrendRow, 'key' | 'label'>;

/** Distance, energy, fuel, cost and home charging per bucket: a chart and its table each, what the car has. */
export function TrendCharts({ buckets, figures, granularity, currency }: Props) {
  const userUnits = useUnits();
  const units = trendUnits(userUnits);
  const rows = useMemo(() => toRows(buckets, granularity, userUnits), [buckets, granularity, userUnits]);
  const totals = toRow(figures, 'total', 'Whole period', userUnits);
  const per = GRANULARITY_LABELS[granularity];
  const text = (r: TrendRow) => rowText(r, units, currency);
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
      title: `Distance per ${per.toLowerCase()}`,
      series: [series('distance', `Distance (${units.distance})`, units.distance, 'bar', 'var(--accent)')],
      columns: [
        col('Distance', (t) => t.distance),
        col('Journeys', (t) => t.journeys),
        col('Driving time', (t) => t.time),
        col('Average speed', (t) => t.speed),
      ],
    },
  ];
  if (totals.energy !== null)
    groups.push({
      title: `Energy used per ${per.toLowerCase()}`,
      series: [
        series('energy', 'Energy (kWh)', 'kWh', 'bar', 'var(--info)'),
        series('energyRate', `Consumption (${units.energyRate})`, units.energyRate, 'line', 'var(--warn)'),
      ],
      columns: [col('Energy', (t) => t.energy), col('Consumption', (t) => t.energyRate)],
      average: totals.energyRate ?? undefined,
    });
  if (totals.fuel !== null)
    groups.push({
      title: `Fuel used per ${per.toLowerCase()}`,
      series: [
        series('fuel', 'Fuel (l)', 'l', 'bar', 'var(--info)'),
        series('fuelRate', `Consumption (${units.fuelRate})`, units.fuelRate, 'line', 'var(--warn)'),
      ],
      columns: [col('Fuel', (t) => t.fuel), col('Consumption', (t) => t.fuelRate)],
      average: totals.fuelRate ?? undefined,
    });
  if (totals.cost !== null)
    groups.push({
      title: `Cost per ${per.toLowerCase()}`,
      series: [series('cost', `Cost (${currency})`, currency, 'bar', 'var(--ok)', 2)],
      columns: [col('Cost', (t) => t.cost)],
    });
  if (totals.home !== null)
    groups.push({
      title: `Charged at home against energy driven per ${per.toLowerCase()}`,
      series: [
        series('home', 'Charged at home (kWh)', 'kWh', 'bar', 'var(--ok)'),
        series('energy', 'Driven (kWh)', 'kWh', 'bar', 'var(--info)'),
      ],
      columns: [
        col('Charged at home', (t) => t.home),
        col('Driven', (t) => t.energy),
        col('Share at home', (t) => t.homeShare),
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
            average={g.average === undefined ? undefined : { value: g.average, label: 'Period average' }}
          />
          <TableAlternative
            caption={g.title}
            rows={rows}
            columns={[period, ...g.columns]}
            rowKey={(r) => r.key}
            footer={{ ...totals, label: 'Whole period' }}
          />
        </Section>
      ))}
    </>
  );
}
