import type { ChargingSession as Session } from '../../../../contract';
import { formatDateTime, formatDuration } from '../../../utils/time';
import { useUnits } from '../../../stores/units-preference';
import { osmLink } from '../../../utils/geo';

type Props = { session: Session | null; now: number };

const kw = (n: number) => `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(n)} kW`;

/** The current or last charging session: when, how much, how fast and where. */
export function ChargingSession({ session, now }: Props) {
  const units = useUnits();
  if (!session) return <p className="muted">No charging session recorded yet.</p>;
  const ongoing = session.end === null;
  const endMs = ongoing ? now : Date.parse(session.end!);
  const duration = (endMs - Date.parse(session.start)) / 1000;
  return (
    <dl className="stats">
      <div>
        <dt>Started</dt>
        <dd>
          <time dateTime={session.start}>{formatDateTime(session.start, units.clock)}</time>
        </dd>
      </div>
      <div>
        <dt>{ongoing ? 'Status' : 'Ended'}</dt>
        <dd>
          {ongoing ? (
            <span className="badge badge--ok">Ongoing</span>
          ) : (
            <time dateTime={session.end!}>{formatDateTime(session.end!, units.clock)}</time>
          )}
        </dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{formatDuration(duration)}</dd>
      </div>
      <div>
        <dt>Energy added</dt>
        <dd>
          {new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
            session.energyAdded,
          )}{' '}
          kWh
        </dd>
      </div>
      <div>
        <dt>Max power</dt>
        <dd>{kw(session.maxPower)}</dd>
      </div>
      <div>
        <dt>Average power</dt>
        <dd>{kw(session.averagePower)}</dd>
      </div>
      <div>
        <dt>Location</dt>
        <dd>
          {session.location ? (
            <a
              href={osmLink(session.location.latitude, session.location.longitude)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {session.location.latitude.toFixed(4)}, {session.location.longitude.toFixed(4)}
              <span className="visually-hidden"> on OpenStreetMap (opens in a new tab)</span>
            </a>
          ) : (
            <span className="signal signal--missing">Not recorded</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
