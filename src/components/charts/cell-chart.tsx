import './charts.css';
import { memo, useId } from 'react';
import { barPaths, pct } from './cell-bars';
import { CellTable } from './cell-table';
import { useCellTip } from './cell-tip';
import { niceTicks, tickDigits } from './ticks';
import { useT } from '../../lib/i18n';
import { numberFormat } from '../../utils/intl';

export type CellMark = { index: number; label: string; tone: 'low' | 'high' };

type Props = {
  /** Accessible summary of what the chart shows. */
  label: string;
  /** One value per cell, in display units; null where a cell did not report. */
  values: readonly (number | null)[];
  /** Y-axis range, zoomed to the data. */
  domain: [number, number];
  unit: string;
  /** Formats a value with its unit for tooltips, marks and the table. */
  format: (value: number) => string;
  marks?: readonly CellMark[];
  /** Name of the value column of the table alternative. */
  valueHeading: string;
  /** The plot's height in pixels. */
  height?: number;
};

const NO_MARKS: readonly CellMark[] = [];

/**
 * One bar per cell (96–200 cells) in plain SVG, drawn as one path per tone (`barPaths`: a few elements, not one per
 * cell): the y-axis starts at the bottom of the domain, not at zero, so millivolt differences show. Extreme cells are
 * coloured and labelled; a table alternative sits below. One tooltip per chart reads a cell's value (`useCellTip`: the
 * pointer, or the arrow keys once the chart has focus); the bars are drawn again only when the cells change, not as
 * the tooltip moves.
 */
export function CellChart(props: Props) {
  const { label, values, domain, unit, format, marks = NO_MARKS, valueHeading, height = 240 } = props;
  const t = useT();
  const hintId = useId();
  const n = values.length;
  const { tip, tipRef, area, chart } = useCellTip(n);
  const tipValue = tip ? values[tip.cell] : undefined;
  const tipText = tip
    ? t('chart.cellValue', { cell: tip.cell + 1, value: typeof tipValue === 'number' ? format(tipValue) : '—' })
    : '';
  // Kept inside the plot's width by a shift that grows with the cell's place: the first cell's tooltip starts at its
  // bar, the last one's ends at it.
  const tipAt = tip ? ((tip.cell + 0.5) / n) * 100 : 0;
  const ticks = niceTicks(domain[0], domain[1], 5);
  const digits = tickDigits(ticks);
  // Cell 1, every 25th, the last; one cell is numbered once.
  const xLabels =
    n > 0 ? [...new Set([0, ...Array.from({ length: Math.floor(n / 25) }, (_, i) => (i + 1) * 25 - 1), n - 1])] : [];
  return (
    <figure className="cell-chart">
      <div className="cell-chart__plot" style={{ height }}>
        <div className="cell-chart__y" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${pct(tick, domain)}%` }}>
              {numberFormat(t.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(tick)}
            </span>
          ))}
          <span className="cell-chart__unit">{unit}</span>
        </div>
        <div className="cell-chart__area" {...area}>
          <svg
            {...chart}
            role="img"
            aria-label={label}
            aria-describedby={hintId}
            viewBox={`0 0 ${Math.max(n, 1)} 100`}
            preserveAspectRatio="none"
            className="cell-chart__svg"
            data-cells={n}
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={n}
                y1={100 - pct(tick, domain)}
                y2={100 - pct(tick, domain)}
                className="cell-chart__grid"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {tip && <rect className="cell-chart__cursor" x={tip.cell} width={1} y={0} height={100} />}
            <Bars values={values} domain={domain} marks={marks} />
          </svg>
          {marks.map((m) => {
            const v = values[m.index];
            if (v === null || v === undefined) return null;
            return (
              <span
                key={`${m.tone}-${m.index}`}
                className={`cell-chart__mark cell-chart__mark--${m.tone}`}
                style={{ left: `${((m.index + 0.5) / n) * 100}%`, bottom: `${pct(v, domain)}%` }}
                aria-hidden="true"
              >
                ▼
              </span>
            );
          })}
          <div className="cell-chart__x" aria-hidden="true">
            {/* The first and last numbers sit against the plot's edges, so they never hang over (and wrap at) them. */}
            {xLabels.map((i, k) => (
              <span
                key={i}
                className={
                  k === 0 ? 'cell-chart__x-first' : k === xLabels.length - 1 ? 'cell-chart__x-last' : undefined
                }
                style={k === xLabels.length - 1 && k > 0 ? undefined : { left: `${((i + 0.5) / n) * 100}%` }}
              >
                {i + 1}
              </span>
            ))}
          </div>
          {tip && (
            <div
              ref={tipRef}
              role="tooltip"
              className="tooltip cell-chart__tip"
              style={{
                left: `${tipAt}%`,
                bottom: `${Math.min(typeof tipValue === 'number' ? pct(tipValue, domain) : 0, 80)}%`,
                transform: `translate(-${tipAt}%, -0.5rem)`,
              }}
            >
              {tipText}
            </div>
          )}
        </div>
      </div>
      <p id={hintId} className="visually-hidden">
        {t('chart.cellKeys')}
      </p>
      <p role="status" aria-live="polite" className="visually-hidden">
        {tip?.announce ? tipText : ''}
      </p>
      {marks.length > 0 && (
        <figcaption>
          <ul className="cell-chart__legend">
            {marks.map((m) => (
              <li key={`${m.tone}-${m.index}`} className={`cell-chart__legend--${m.tone}`}>
                {m.label}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
      <CellTable label={label} values={values} format={format} marks={marks} valueHeading={valueHeading} />
    </figure>
  );
}

type BarsProps = Pick<Props, 'values' | 'domain'> & { marks: readonly CellMark[] };

/** The bars, one path per tone: the reporting cells, the lowest and the highest coloured. */
const Bars = memo(function Bars({ values, domain, marks }: BarsProps) {
  const d = barPaths(values, domain, marks);
  return (
    <>
      {d.normal && <path className="cell-bar" d={d.normal} />}
      {d.low && <path className="cell-bar cell-bar--low" d={d.low} />}
      {d.high && <path className="cell-bar cell-bar--high" d={d.high} />}
    </>
  );
});
