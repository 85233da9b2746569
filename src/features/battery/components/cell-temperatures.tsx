import { CellChart } from '../../../components/charts/cell-chart';
import { cellNumber, cellStats, zoomedDomain } from '../../../utils/cells';
import { toTemperature } from '../../../utils/units';
import { useUnits } from '../../../stores/units-preference';
import { CellExtremeRow, extremeMarks } from './cell-extremes';

type Props = { temperatures: readonly (number | null)[] };

/** Every cell's temperature in the user's unit, with the coolest and warmest cells marked. */
export function CellTemperatures({ temperatures }: Props) {
  const units = useUnits();
  const shown = temperatures.map((t) => (t === null ? null : toTemperature(t, units.temperature)));
  const unit = units.temperature === 'F' ? '°F' : '°C';
  const stats = cellStats(shown);
  if (!stats) return <p className="signal signal--missing">No cell temperatures reported.</p>;
  const fmt = (v: number) => `${v.toFixed(1)} ${unit}`;
  return (
    <>
      <dl className="stats">
        <CellExtremeRow term="Coolest" cell={stats.min} format={fmt} />
        <CellExtremeRow term="Warmest" cell={stats.max} format={fmt} />
        <div>
          <dt>Mean</dt>
          <dd>{fmt(stats.mean)}</dd>
        </div>
        <div>
          <dt>Spread</dt>
          <dd>
            {(stats.max.value - stats.min.value).toFixed(1)} {unit === '°C' ? 'K' : '°F'}
          </dd>
        </div>
      </dl>
      <CellChart
        label={`Temperature of ${temperatures.length} cells: coolest cell ${cellNumber(stats.min.index)} at ${fmt(stats.min.value)}, warmest cell ${cellNumber(stats.max.index)} at ${fmt(stats.max.value)}`}
        values={shown}
        domain={zoomedDomain(stats.min.value, stats.max.value)}
        unit={unit}
        format={fmt}
        marks={extremeMarks(stats, fmt, { low: 'coolest', high: 'warmest' })}
        valueHeading="Temperature"
        height={180}
      />
    </>
  );
}
