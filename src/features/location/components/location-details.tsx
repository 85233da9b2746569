import { Freshness } from '../../../components/freshness';
import { SignalValue } from '../../../components/signal-value';
import { useUnits } from '../../../stores/units-preference';
import { compassPoint, geoUri, osmLink } from '../../../utils/geo';
import { formatDateTime, isStale } from '../../../utils/time';
import { useNow } from '../../../components/use-now';
import type { LocationSignals } from '../signals';
import { useT } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

type Props = { location: LocationSignals };

/** Coordinates, heading, accuracy, altitude, the fix time and its age, and links to open the place in a maps app. */
export function LocationDetails({ location }: Props) {
  const t = useT();
  const units = useUnits();
  const coord = (v: number, axis: 'lat' | 'lon') =>
    `${numberFormat(t.locale, { minimumFractionDigits: 5, maximumFractionDigits: 5 }).format(Math.abs(v))}° ${t('geo.hemisphere', { axis, positive: v >= 0 ? 'yes' : 'no' })}`;
  const { position, fixTime } = location;
  const now = useNow();
  const look = (timestamp: string | undefined) =>
    timestamp && isStale(timestamp, now) ? 'signal signal--stale' : 'signal';
  const fix =
    typeof fixTime?.value === 'string' && !Number.isNaN(Date.parse(fixTime.value)) ? fixTime.value : undefined;
  const metres = (m: number) => (units.distance === 'mi' ? `${Math.round(m / 0.3048)} ft` : `${Math.round(m)} m`);
  return (
    <>
      <dl className="stats location-stats">
        <div>
          <dt>{t('location.coordinates')}</dt>
          <dd>
            {position ? (
              <span className={look(location.latitude?.timestamp)}>
                <span className="signal__value">
                  {coord(position.latitude, 'lat')}, {coord(position.longitude, 'lon')}
                </span>
                {location.latitude && (
                  <span className="signal__age">
                    <Freshness timestamp={location.latitude.timestamp} />
                  </span>
                )}
              </span>
            ) : (
              <span className="signal signal--missing">{t('location.noPositionShort')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('location.fixTime')}</dt>
          <dd>
            {fix ? (
              <span className={look(fix)}>
                <span className="signal__value">{formatDateTime(fix, units.clock, t.locale)}</span>
                <span className="signal__age">
                  <Freshness timestamp={fix} />
                </span>
              </span>
            ) : (
              <span className="signal signal--missing">{t('ev.noData')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('location.heading')}</dt>
          <dd>
            <SignalValue
              signal={location.heading}
              format={(v) =>
                typeof v === 'number' ? `${Math.round(v)}° ${t('geo.compass', { point: compassPoint(v) })}` : String(v)
              }
            />
          </dd>
        </div>
        <div>
          <dt>{t('location.accuracy')}</dt>
          <dd>
            <SignalValue
              signal={location.accuracy}
              format={(v) => (typeof v === 'number' ? `± ${metres(v)}` : String(v))}
            />
          </dd>
        </div>
        <div>
          <dt>{t('location.altitude')}</dt>
          <dd>
            <SignalValue signal={location.altitude} format={(v) => (typeof v === 'number' ? metres(v) : String(v))} />
          </dd>
        </div>
      </dl>
      {position && (
        <p className="location-links">
          <a className="button" href={geoUri(position.latitude, position.longitude)}>
            {t('location.openInMaps')}
          </a>
          <a
            className="button button--quiet"
            href={osmLink(position.latitude, position.longitude)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('location.openInOsm')}
            <span className="visually-hidden"> {t('link.newTab')}</span>
          </a>
        </p>
      )}
    </>
  );
}
