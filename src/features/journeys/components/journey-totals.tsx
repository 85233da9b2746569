import { useMemo } from 'react';
import type { JourneySummary } from '../../../../contract';
import { useUnits } from '../../../stores/units-preference';
import { formatDuration } from '../../../utils/time';
import { formatAmount, formatDistance, formatRate, journeyTotals } from '../format';
import { useT } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

type Props = { trips: readonly JourneySummary[]; complete: boolean; totalElements: number };

/** Count, distance, time and energy or fuel over the whole range, summed once per list of summaries. */
export function JourneyTotals({ trips, complete, totalElements }: Props) {
  const t = useT();
  const units = useUnits();
  const totals = useMemo(() => journeyTotals(trips), [trips]);
  return (
    <>
      <dl className="stats">
        <div>
          <dt>{t('section.journeys')}</dt>
          <dd>{numberFormat(t.locale).format(totalElements)}</dd>
        </div>
        <div>
          <dt>{t('journeys.distance')}</dt>
          <dd>{formatDistance(totals.distance, units, t.locale)}</dd>
        </div>
        <div>
          <dt>{t('journeys.drivingTime')}</dt>
          <dd>{formatDuration(totals.duration, t.locale)}</dd>
        </div>
        {totals.hasEnergy && (
          <div>
            <dt>{t('journeys.energy')}</dt>
            <dd>
              {formatAmount({ kind: 'energy', kWh: totals.energy }, t.locale)}
              <span className="muted">
                {' '}
                · {formatRate({ kind: 'energy', kWh: totals.energy }, totals.distance, units, t.locale) ?? '—'}
              </span>
            </dd>
          </div>
        )}
        {totals.hasFuel && (
          <div>
            <dt>{t('journeys.fuel')}</dt>
            <dd>
              {formatAmount({ kind: 'fuel', litres: totals.fuel }, t.locale)}
              <span className="muted">
                {' '}
                · {formatRate({ kind: 'fuel', litres: totals.fuel }, totals.distance, units, t.locale) ?? '—'}
              </span>
            </dd>
          </div>
        )}
      </dl>
      {!complete && (
        <p className="muted">{t('journeys.totals.partial', { count: totals.count, total: totalElements })}</p>
      )}
    </>
  );
}
