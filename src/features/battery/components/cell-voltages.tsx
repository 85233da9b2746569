import { CellChart } from '../../../components/charts/cell-chart';
import { Freshness } from '../../../components/freshness';
import { cellNumber, cellStats, zoomedDomain } from '../../../utils/cells';
import { CellExtremeRow, extremeMarks } from './cell-extremes';

type Props = { voltages: readonly (number | null)[]; timestamp?: string };

const volts = (v: number) => `${v.toFixed(3)} V`;
const mv = (v: number) => `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(v)} mV`;

/** Every cell's voltage, zoomed to the data range, with minimum, maximum, mean, spread and outliers. */
export function CellVoltages({ voltages, timestamp }: Props) {
  const stats = cellStats(voltages);
  if (!stats) return <p className="signal signal--missing">No cell voltages reported.</p>;
  return (
    <>
      <dl className="stats">
        <CellExtremeRow term="Minimum" cell={stats.min} format={volts} />
        <CellExtremeRow term="Maximum" cell={stats.max} format={volts} />
        <div>
          <dt>Mean</dt>
          <dd>{volts(stats.mean)}</dd>
        </div>
        <div>
          <dt>Spread</dt>
          <dd>{mv(stats.spreadMv)}</dd>
        </div>
        <div>
          <dt>Standard deviation</dt>
          <dd>{mv(stats.stdDev * 1000)}</dd>
        </div>
      </dl>
      {timestamp && (
        <p className="muted">
          {stats.count} cells, reported <Freshness timestamp={timestamp} />
        </p>
      )}
      <CellChart
        label={`Voltage of ${voltages.length} cells: lowest cell ${cellNumber(stats.min.index)} at ${volts(stats.min.value)}, highest cell ${cellNumber(stats.max.index)} at ${volts(stats.max.value)}, spread ${mv(stats.spreadMv)}`}
        values={voltages}
        domain={zoomedDomain(stats.min.value, stats.max.value)}
        unit="V"
        format={volts}
        marks={extremeMarks(stats, volts, { low: 'lowest', high: 'highest' })}
        valueHeading="Voltage"
      />
      {stats.outliers.length > 0 && (
        <p className="battery-outliers" role="note">
          <strong>
            {stats.outliers.length === 1 ? 'One cell stands out' : `${stats.outliers.length} cells stand out`}
          </strong>{' '}
          (more than 3 standard deviations from the mean):{' '}
          {stats.outliers
            .map((o) => `cell ${cellNumber(o.index)} (${volts(o.value)}, ${o.z > 0 ? '+' : ''}${o.z.toFixed(1)} σ)`)
            .join(', ')}
          .
        </p>
      )}
    </>
  );
}
