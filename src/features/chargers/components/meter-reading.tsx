import type { Meter } from '../../../../contract/chargers';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime } from '../../../utils/time';
import { useT } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

/** The charger's energy register: everything it has delivered since it was installed. */
export function MeterReading({ meter }: { meter: Meter }) {
  const { clock } = useUnits();
  const t = useT();
  const { locale } = t;
  return (
    <dl className="stats">
      <div>
        <dt>{t('chargers.meter')}</dt>
        <dd>
          {t('unit.kWh', {
            value: numberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(meter.energyKWh),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('chargers.meter.read')}</dt>
        <dd>
          <time dateTime={meter.timestamp}>{formatDateTime(meter.timestamp, clock, locale)}</time>
        </dd>
      </div>
    </dl>
  );
}
