import { useMemo } from 'react';
import { Section } from '../../../components/section';
import { useUnits } from '../../../stores/units-preference';
import type { Bucket, Figures, Granularity } from '../../../utils/trends';
import { rowText } from '../model/format';
import { toRow, toRows, trendUnits, type TrendRow } from '../model/rows';
import { granularityLabel } from './period-picker';
import { useT } from '../../../lib/i18n';
import { TableAlternative } from './table-alternative';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { TrendChart, type ChartSeries } from './trend-chart';

export type CarColumn = { vin: string; name: string; figures: Figures; buckets: readonly Bucket[] };
type Props = { columns: readonly CarColumn[]; granularity: Granularity; currency: string };

/** Five distinct theme colours (`--info` is the accent's blue, so it is not one of them); the legend names each car. */
const COLOURS = ['var(--accent)', 'var(--warn)', 'var(--ok)', 'var(--danger)', 'var(--text-muted)'];

/** Several cars' figures side by side: one table of totals, and distance per bucket with a bar per car. */
export function CarsSideBySide({ columns, granularity, currency }: Props) {
  const t = useT();
  const userUnits = useUnits();
  const units = trendUnits(userUnits);
  const per = granularityLabel(t, granularity);
  const cars = useMemo(
    () =>
      columns.map((c) => ({
        ...c,
        totals: toRow(c.figures, c.vin, c.name, userUnits),
        rows: toRows(c.buckets, granularity, userUnits, t.locale),
      })),
    [columns, granularity, userUnits, t.locale],
  );
  const text = (r: TrendRow) => rowText(r, units, currency, t.locale);
  const name = (figure: string) => t('trends.figure', { figure });
  // Stable rows: the chart draws again (in its turn) only when they change.
  const rows = useMemo(
    () =>
      (cars[0]?.rows ?? []).map((b, k) => ({
        key: b.key,
        label: b.label,
        ...Object.fromEntries(cars.map((c) => [c.vin, c.rows[k]?.distance ?? null])),
      })) as ({ key: string; label: string } & Record<string, number | null>)[],
    [cars],
  );
  const series: ChartSeries<string>[] = cars.map((c, i) => ({
    key: c.vin,
    name: c.name,
    unit: units.distance,
    type: 'bar',
    color: COLOURS[i % COLOURS.length]!,
    digits: 1,
  }));
  const title = t('trends.eachCar', { granularity });
  const figures: [string, (t: ReturnType<typeof text>) => string][] = [
    [name('journeys'), (x) => x.journeys],
    [name('distance'), (x) => x.distance],
    [name('duration'), (x) => x.time],
    [name('averageSpeed'), (x) => x.speed],
    [name('energy'), (x) => x.energy],
    [name('kWhPer100Km'), (x) => x.energyRate],
    [name('fuel'), (x) => x.fuel],
    [name('litresPer100Km'), (x) => x.fuelRate],
    [name('cost'), (x) => x.cost],
  ];
  return (
    <>
      <Section title={t('trends.sideBySide')} level={3}>
        <DataTable
          caption={t('trends.sideBySide.caption')}
          className="trend-table"
          rows={figures}
          rowKey={([label]) => label}
          columns={[
            { header: t('trends.figureHead'), rowHeader: true, cell: ([label]) => label },
            ...cars.map((c): DataColumn<(typeof figures)[number]> => ({
              header: c.name,
              head: <bdi>{c.name}</bdi>,
              numeric: true,
              cell: ([, pick]) => pick(text(c.totals)),
            })),
          ]}
        />
      </Section>
      <Section title={title} level={3}>
        <TrendChart label={title} rows={rows} series={series} />
        <TableAlternative
          caption={title}
          rows={rows}
          rowKey={(r) => r.key}
          columns={[
            { header: per, cell: (r) => r.label },
            ...cars.map((c) => ({
              header: c.name,
              numeric: true,
              cell: (r: (typeof rows)[number]) => text({ ...c.totals, distance: r[c.vin] ?? 0 }).distance,
            })),
          ]}
        />
      </Section>
    </>
  );
}
