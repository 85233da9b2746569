import { memo } from 'react';
import { CellChart } from '../../../components/charts/cell-chart';
import { Freshness } from '../../../components/freshness';
import { cellNumber, cellStats, zoomedDomain } from '../../../utils/cells';
import { CellExtremeRow, extremeMarks } from './cell-extremes';
import { useT } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

type Props = { voltages: readonly (number | null)[]; timestamp?: string };

/**
 * Every cell's voltage, zoomed to the data range, with minimum, maximum, mean, spread and outliers. Memoised, as are the
 * other sections of the battery view: the view renders again whenever its query's state moves (the persisted cache's
 * restore, a refetch starting), and the charts' hundreds of bars render again only when their cells changed.
 */
export const CellVoltages = memo(function CellVoltages({ voltages, timestamp }: Props) {
  const t = useT();
  const volts = (v: number) =>
    `${numberFormat(t.locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(v)} V`;
  const mv = (v: number) => `${numberFormat(t.locale, { maximumFractionDigits: 1 }).format(v)} mV`;
  const stats = cellStats(voltages);
  if (!stats) return <p className="signal signal--missing">{t('battery.voltages.none')}</p>;
  return (
    <>
      <dl className="stats">
        <CellExtremeRow term={t('battery.minimum')} cell={stats.min} format={volts} />
        <CellExtremeRow term={t('battery.maximum')} cell={stats.max} format={volts} />
        <div>
          <dt>{t('battery.mean')}</dt>
          <dd>{volts(stats.mean)}</dd>
        </div>
        <div>
          <dt>{t('battery.spread')}</dt>
          <dd>{mv(stats.spreadMv)}</dd>
        </div>
        <div>
          <dt>{t('battery.stdDev')}</dt>
          <dd>{mv(stats.stdDev * 1000)}</dd>
        </div>
      </dl>
      {timestamp && (
        <p className="muted">
          {t('battery.cellsReported', { count: stats.count })} <Freshness timestamp={timestamp} />
        </p>
      )}
      <CellChart
        label={t('battery.voltages.chart', {
          count: voltages.length,
          low: cellNumber(stats.min.index),
          lowValue: volts(stats.min.value),
          high: cellNumber(stats.max.index),
          highValue: volts(stats.max.value),
          spread: mv(stats.spreadMv),
        })}
        values={voltages}
        domain={zoomedDomain(stats.min.value, stats.max.value)}
        unit="V"
        format={volts}
        marks={extremeMarks(stats, volts, { low: t('battery.lowest'), high: t('battery.highest') }, t)}
        valueHeading={t('battery.voltage')}
      />
      {stats.outliers.length > 0 && (
        <p className="battery-outliers" role="note">
          <strong>{t('battery.outliers', { count: stats.outliers.length })}</strong> {t('battery.outliers.why')}{' '}
          {stats.outliers
            .map(
              (o) =>
                `${t('battery.cell', { cell: cellNumber(o.index) })} (${volts(o.value)}, ${o.z > 0 ? '+' : ''}${o.z.toFixed(1)} σ)`,
            )
            .join(', ')}
          .
        </p>
      )}
    </>
  );
});
