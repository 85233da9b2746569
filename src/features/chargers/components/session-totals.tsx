import type { SessionTotals as Totals } from '../sessions';
import { useT } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

export const kWh = (n: number, locale: string) =>
  `${numberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(n)} kWh`;

type Props = { totals: Totals; carLabel: (vin: string) => string; complete: boolean };

/** Sessions and energy over the range, and each car's share. */
export function SessionTotals({ totals, carLabel, complete }: Props) {
  const t = useT();
  return (
    <>
      <dl className="stats">
        <div>
          <dt>{t('chargers.sessions')}</dt>
          <dd>{numberFormat(t.locale).format(totals.sessions)}</dd>
        </div>
        <div>
          <dt>{t('journeys.energy')}</dt>
          <dd>{kWh(totals.energyKWh, t.locale)}</dd>
        </div>
        {totals.byVin.map((v) => (
          <div key={v.vin ?? 'unknown'}>
            <dt>{v.vin ? <bdi>{carLabel(v.vin)}</bdi> : t('chargers.unknownCar')}</dt>
            <dd>{kWh(v.energyKWh, t.locale)}</dd>
          </div>
        ))}
      </dl>
      {!complete && <p className="muted">{t('chargers.totals.partial', { count: 5000 })}</p>}
    </>
  );
}
