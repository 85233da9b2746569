import { Freshness } from '../../../components/freshness';
import { SignalValue } from '../../../components/signal-value';
import { useUnits } from '../../../stores/units-preference';
import { compassPoint, geoUri, osmLink } from '../../../utils/geo';
import { formatDateTime, isStale } from '../../../utils/time';
import { useNow } from '../../../components/use-now';
import type { LocationSignals } from '../signals';

type Props = { location: LocationSignals };

const coord = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(5)}° ${v >= 0 ? pos : neg}`;

/** Coordinates, heading, accuracy, altitude, the fix time and its age, and links to open the place in a maps app. */
export function LocationDetails({ location }: Props) {
  const units = useUnits();
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
          <dt>Coordinates</dt>
          <dd>
            {position ? (
              <span className={look(location.latitude?.timestamp)}>
                <span className="signal__value">
                  {coord(position.latitude, 'N', 'S')}, {coord(position.longitude, 'E', 'W')}
                </span>
                {location.latitude && (
                  <span className="signal__age">
                    <Freshness timestamp={location.latitude.timestamp} />
                  </span>
                )}
              </span>
            ) : (
              <span className="signal signal--missing">No position</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Fix time</dt>
          <dd>
            {fix ? (
              <span className={look(fix)}>
                <span className="signal__value">{formatDateTime(fix, units.clock)}</span>
                <span className="signal__age">
                  <Freshness timestamp={fix} />
                </span>
              </span>
            ) : (
              <span className="signal signal--missing">No data</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Heading</dt>
          <dd>
            <SignalValue
              signal={location.heading}
              format={(v) => (typeof v === 'number' ? `${Math.round(v)}° ${compassPoint(v)}` : String(v))}
            />
          </dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd>
            <SignalValue
              signal={location.accuracy}
              format={(v) => (typeof v === 'number' ? `± ${metres(v)}` : String(v))}
            />
          </dd>
        </div>
        <div>
          <dt>Altitude</dt>
          <dd>
            <SignalValue signal={location.altitude} format={(v) => (typeof v === 'number' ? metres(v) : String(v))} />
          </dd>
        </div>
      </dl>
      {position && (
        <p className="location-links">
          <a className="button" href={geoUri(position.latitude, position.longitude)}>
            Open in maps
          </a>
          <a
            className="button button--quiet"
            href={osmLink(position.latitude, position.longitude)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </>
  );
}
