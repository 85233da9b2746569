import type { ChargerSession } from '../../../../contract/chargers';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime, formatDuration } from '../../../utils/time';
import { kWh } from './session-totals';
import { useT } from '../../../lib/i18n';

type Props = { sessions: readonly ChargerSession[]; carLabel: (vin: string) => string; caption: string };

/** One row per session: when, how long, which car on which connector, energy and highest power. */
export function SessionTable({ sessions, carLabel, caption }: Props) {
  const { clock } = useUnits();
  const t = useT();
  const { locale } = t;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="charger-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('journeys.start')}</th>
            <th scope="col">{t('chargers.end')}</th>
            <th scope="col">{t('ev.session.duration')}</th>
            <th scope="col">{t('chargers.car')}</th>
            <th scope="col">{t('csv.sessions.connector')}</th>
            <th scope="col" className="num">
              {t('journeys.energy')}
            </th>
            <th scope="col" className="num">
              {t('ev.session.maxPower')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id}>
              <td>
                <time dateTime={s.startTime}>{formatDateTime(s.startTime, clock, locale)}</time>
              </td>
              <td>
                {s.endTime ? (
                  <time dateTime={s.endTime}>{formatDateTime(s.endTime, clock, locale)}</time>
                ) : (
                  t('ev.charging')
                )}
              </td>
              <td>
                {s.endTime ? formatDuration((Date.parse(s.endTime) - Date.parse(s.startTime)) / 1000, locale) : '—'}
              </td>
              <td>{s.vin ? <bdi>{carLabel(s.vin)}</bdi> : t('chargers.unknownCar')}</td>
              <td>{s.connectorId}</td>
              <td className="num">{kWh(s.energyKWh, locale)}</td>
              <td className="num">{t('unit.kW', { value: new Intl.NumberFormat(locale).format(s.maxPowerKW) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
