import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { memo } from 'react';
import { BucketBrush } from './bucket-brush';
import { useBucketWindow } from './bucket-window';
import { useInTurn } from './in-turn';
import { useT } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

/** One series: bars on the left axis, or a line on the right axis (a rate such as kWh/100 km). */
export type ChartSeries<K extends string> = {
  key: K;
  name: string;
  unit: string;
  type: 'bar' | 'line';
  /** A CSS colour (theme variables work: the chart is SVG in the page). */
  color: string;
  digits: number;
};

type Row<K extends string> = { label: string } & Partial<Record<K, number | null>>;

type Props<K extends string> = {
  label: string;
  rows: readonly Row<K>[];
  series: readonly ChartSeries<K>[];
  /** A dashed line at the period's average of the line series (e.g. consumption). */
  average?: { value: number; label: string };
  /** Buckets shown at once before the brush takes over (long periods open on their newest buckets). */
  window?: number;
  /** The most buckets the brush may show at once: the bars drawn stay bounded whatever the period. */
  maxWindow?: number;
  height?: number;
};

const tick = { fill: 'var(--text-muted)', fontSize: 12 };
const format = (value: unknown, digits: number, unit: string) =>
  typeof value === 'number'
    ? `${numberFormat(undefined, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)} ${unit}`
    : '—';

const HEIGHT = 260;
const AXIS_WIDTH = 56;

/**
 * A bucket chart (recharts): axes named with their units, a tooltip the arrow keys move once the chart has focus
 * (recharts' accessibility layer), the series named in a legend beside it. With more than `window` buckets a brush
 * below picks the ones drawn (at most `maxWindow`): the plot gets only those, so it never lays out or draws the
 * whole period at once. Plots and brushes draw in turn, one per task (`useInTurn`), so that a page of them never
 * holds the main thread long.
 */
export function TrendChart<K extends string>(props: Props<K>) {
  const drawn = useInTurn(props, props.rows);
  // Until its turn, the chart's box at its height: nothing moves when it is drawn.
  return drawn ? <ChartBody {...drawn} /> : <div className="trend-chart" style={{ height: props.height ?? HEIGHT }} />;
}

const sameSeries = <K extends string>(a: readonly ChartSeries<K>[], b: readonly ChartSeries<K>[]) =>
  a.length === b.length &&
  a.every((s, i) => (Object.keys(s) as (keyof ChartSeries<K>)[]).every((k) => s[k] === b[i]![k]));

/**
 * Drawn again only when what it shows changed: the page renders again while new data arrives (and the charts wait
 * for their turns), and laying out every chart in that one render would hold the main thread for hundreds of ms.
 */
const ChartBody = memo(
  ChartBodyOf,
  (a, b) =>
    a.rows === b.rows &&
    a.label === b.label &&
    a.window === b.window &&
    a.maxWindow === b.maxWindow &&
    a.height === b.height &&
    a.average?.value === b.average?.value &&
    a.average?.label === b.average?.label &&
    sameSeries(a.series, b.series),
) as typeof ChartBodyOf;

function ChartBodyOf<K extends string>({
  label,
  rows,
  series,
  average,
  window = 40,
  maxWindow = 120,
  height = HEIGHT,
}: Props<K>) {
  const t = useT();
  const brush = rows.length > window;
  const [shown, setShown] = useBucketWindow(rows.length, window, maxWindow);
  const visible = brush ? rows.slice(shown.start, shown.end + 1) : rows;
  const hasBars = series.some((s) => s.type === 'bar');
  const hasLines = series.some((s) => s.type === 'line');
  return (
    <div className="trend-chart" style={{ height }}>
      <div className="trend-chart__plot">
        <Plot label={label} rows={visible} series={series} average={average} />
      </div>
      {brush && (
        <BucketBrush
          rows={rows}
          shown={shown}
          onChange={setShown}
          ariaLabel={t('trends.brush', { label })}
          left={hasBars ? AXIS_WIDTH + 4 : 4}
          right={hasLines ? AXIS_WIDTH + 4 : 12}
        />
      )}
      <ul className="trend-chart__legend">
        {series.map((s) => (
          <li key={s.key}>
            <span className={`trend-chart__key trend-chart__key--${s.type}`} style={{ background: s.color }} />
            {s.name}
          </li>
        ))}
        {average && hasLines && (
          <li>
            <span className="trend-chart__key trend-chart__key--average" />
            {average.label}
          </li>
        )}
      </ul>
    </div>
  );
}

/** A value axis named with its unit: the bars' on the left, the lines' on the right. */
const valueAxis = (side: 'left' | 'right', unit: string) => (
  <YAxis
    yAxisId={side}
    orientation={side}
    tick={tick}
    width={AXIS_WIDTH}
    stroke="var(--border)"
    label={{
      value: unit,
      angle: side === 'left' ? -90 : 90,
      position: side === 'left' ? 'insideLeft' : 'insideRight',
      fill: 'var(--text)',
      fontSize: 12,
    }}
  />
);

/** The plot: bars on the left axis, lines on the right, the average dashed (named in the legend, not over the bars). */
function Plot<K extends string>({
  label,
  rows,
  series,
  average,
}: Pick<Props<K>, 'label' | 'rows' | 'series' | 'average'>) {
  const t = useT();
  const bars = series.filter((s) => s.type === 'bar');
  const lines = series.filter((s) => s.type === 'line');
  const byName = new Map(series.map((s) => [s.name, s]));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={rows as unknown as Record<string, unknown>[]}
        margin={{ top: 8, right: lines.length ? 4 : 12, bottom: 0, left: 4 }}
        accessibilityLayer
        aria-label={t('trends.chart.label', { label })}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={tick} minTickGap={12} stroke="var(--border)" />
        {bars.length > 0 && valueAxis('left', bars[0]!.unit)}
        {lines.length > 0 && valueAxis('right', lines[0]!.unit)}
        <Tooltip
          formatter={(value, name) => {
            const s = byName.get(String(name));
            return s ? format(value, s.digits, s.unit) : String(value);
          }}
          contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--text)' }}
          labelStyle={{ color: 'var(--text)', fontWeight: 600 }}
          cursor={{ fill: 'var(--border)', opacity: 0.4 }}
        />
        {bars.map((s) => (
          <Bar
            key={s.key}
            yAxisId="left"
            dataKey={s.key}
            name={s.name}
            fill={s.color}
            isAnimationActive={false}
            maxBarSize={28}
          />
        ))}
        {lines.map((s) => (
          <Line
            key={s.key}
            yAxisId="right"
            dataKey={s.key}
            name={s.name}
            stroke={s.color}
            strokeWidth={2}
            dot={rows.length <= 60}
            connectNulls
            isAnimationActive={false}
          />
        ))}
        {average && lines.length > 0 && (
          <ReferenceLine yAxisId="right" y={average.value} stroke="var(--text-muted)" strokeDasharray="6 4" />
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
