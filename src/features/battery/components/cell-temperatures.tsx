import { memo } from 'react';
import { CellChart } from '../../../components/charts/cell-chart';
import { cellNumber, cellStats, zoomedDomain } from '../../../utils/cells';
import { toTemperature } from '../../../utils/units';
import { useUnits } from '../../../stores/units-preference';
import { CellExtremeRow, extremeMarks } from './cell-extremes';
import { useT } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

type Props = { temperatures: readonly (number | null)[] };

/** Every cell's temperature in the user's unit, with the coolest and warmest cells marked. */
export const CellTemperatures = memo(function CellTemperatures({ temperatures }: Props) {
  const t = useT();
  const units = useUnits();
  const shown = temperatures.map((c) => (c === null ? null : toTemperature(c, units.temperature)));
  const unit = units.temperature === 'F' ? '°F' : '°C';
  const stats = cellStats(shown);
  if (!stats) return <p className="signal signal--missing">{t('battery.temperatures.none')}</p>;
  const number = numberFormat(t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const fmt = (v: number) => `${number.format(v)} ${unit}`;
  return (
    <>
      <dl className="stats">
        <CellExtremeRow term={t('battery.coolest')} cell={stats.min} format={fmt} />
        <CellExtremeRow term={t('battery.warmest')} cell={stats.max} format={fmt} />
        <div>
          <dt>{t('battery.mean')}</dt>
          <dd>{fmt(stats.mean)}</dd>
        </div>
        <div>
          <dt>{t('battery.spread')}</dt>
          <dd>
            {number.format(stats.max.value - stats.min.value)} {unit === '°C' ? 'K' : '°F'}
          </dd>
        </div>
      </dl>
      <CellChart
        label={t('battery.temperatures.chart', {
          count: temperatures.length,
          low: cellNumber(stats.min.index),
          lowValue: fmt(stats.min.value),
          high: cellNumber(stats.max.index),
          highValue: fmt(stats.max.value),
        })}
        values={shown}
        domain={zoomedDomain(stats.min.value, stats.max.value)}
        unit={unit}
        format={fmt}
        marks={extremeMarks(stats, fmt, { low: t('battery.coolest.word'), high: t('battery.warmest.word') }, t)}
        valueHeading={t('battery.temperature')}
        height={180}
      />
    </>
  );
});
