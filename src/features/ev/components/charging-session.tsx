import type { ChargingSession as Session } from '../../../../contract';
import { formatDateTime, formatDuration } from '../../../utils/time';
import { useUnits } from '../../../stores/units-preference';
import { osmLink } from '../../../utils/geo';
import { useT } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

type Props = { session: Session | null; now: number };

/** The current or last charging session: when, how much, how fast and where. */
export function ChargingSession({ session, now }: Props) {
  const t = useT();
  const units = useUnits();
  const kw = (n: number) => `${numberFormat(t.locale, { maximumFractionDigits: 1 }).format(n)} kW`;
  if (!session) return <p className="muted">{t('ev.session.none')}</p>;
  const ongoing = session.end === null;
  const endMs = ongoing ? now : Date.parse(session.end!);
  const duration = (endMs - Date.parse(session.start)) / 1000;
  return (
    <dl className="stats">
      <div>
        <dt>{t('ev.session.started')}</dt>
        <dd>
          <time dateTime={session.start}>{formatDateTime(session.start, units.clock, t.locale)}</time>
        </dd>
      </div>
      <div>
        <dt>{t(ongoing ? 'ev.session.status' : 'ev.session.ended')}</dt>
        <dd>
          {ongoing ? (
            <span className="badge badge--ok">{t('ev.session.ongoing')}</span>
          ) : (
            <time dateTime={session.end!}>{formatDateTime(session.end!, units.clock, t.locale)}</time>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('ev.session.duration')}</dt>
        <dd>{formatDuration(duration, t.locale)}</dd>
      </div>
      <div>
        <dt>{t('ev.session.energy')}</dt>
        <dd>
          {t('unit.kWh', {
            value: numberFormat(t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
              session.energyAdded,
            ),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('ev.session.maxPower')}</dt>
        <dd>{kw(session.maxPower)}</dd>
      </div>
      <div>
        <dt>{t('ev.session.averagePower')}</dt>
        <dd>{kw(session.averagePower)}</dd>
      </div>
      <div>
        <dt>{t('section.location')}</dt>
        <dd>
          {session.location ? (
            <a
              href={osmLink(session.location.latitude, session.location.longitude)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {session.location.latitude.toFixed(4)}, {session.location.longitude.toFixed(4)}
              <span className="visually-hidden"> {t('map.osmLink')}</span>
            </a>
          ) : (
            <span className="signal signal--missing">{t('ev.session.notRecorded')}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
