import { CellChart, type CellMark } from '../../../components/charts/cell-chart';
import { cellNumber, cellStats, zoomedDomain } from '../../../utils/cells';
import { toTemperature, type Units } from '../../../utils/units';

type Props = { temperatures: readonly (number | null)[]; units: Units };

/** Every cell's temperature in the user's unit, with the coolest and warmest cells marked. */
export function CellTemperatures({ temperatures, units }: Props) {
  const shown = temperatures.map((t) => (t === null ? null : toTemperature(t, units.temperature)));
  const unit = units.temperature === 'F' ? '°F' : '°C';
  const stats = cellStats(shown);
  if (!stats) return <p className="signal signal--missing">No cell temperatures reported.</p>;
  const fmt = (v: number) => `${v.toFixed(1)} ${unit}`;
  const marks: CellMark[] = [
    {
      index: stats.min.index,
      tone: 'low',
      label: `Cell ${cellNumber(stats.min.index)} — coolest ${fmt(stats.min.value)}`,
    },
    {
      index: stats.max.index,
      tone: 'high',
      label: `Cell ${cellNumber(stats.max.index)} — warmest ${fmt(stats.max.value)}`,
    },
  ];
  return (
    <>
      <dl className="stats">
        <div>
          <dt>Coolest</dt>
          <dd>
            {fmt(stats.min.value)} <span className="muted">cell {cellNumber(stats.min.index)}</span>
          </dd>
        </div>
        <div>
          <dt>Warmest</dt>
          <dd>
            {fmt(stats.max.value)} <span className="muted">cell {cellNumber(stats.max.index)}</span>
          </dd>
        </div>
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
        marks={marks}
        valueHeading="Temperature"
        height={180}
      />
    </>
  );
}
