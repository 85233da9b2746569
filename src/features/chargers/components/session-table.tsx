import type { ChargerSession } from '../../../../contract/chargers';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime, formatDuration } from '../../../utils/time';
import { kWh } from './session-totals';

type Props = { sessions: readonly ChargerSession[]; carLabel: (vin: string) => string; caption: string };

/** One row per session: when, how long, which car on which connector, energy and highest power. */
export function SessionTable({ sessions, carLabel, caption }: Props) {
  const { clock } = useUnits();
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="charger-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Start</th>
            <th scope="col">End</th>
            <th scope="col">Duration</th>
            <th scope="col">Car</th>
            <th scope="col">Connector</th>
            <th scope="col" className="num">
              Energy
            </th>
            <th scope="col" className="num">
              Max power
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id}>
              <td>
                <time dateTime={s.startTime}>{formatDateTime(s.startTime, clock)}</time>
              </td>
              <td>{s.endTime ? <time dateTime={s.endTime}>{formatDateTime(s.endTime, clock)}</time> : 'Charging'}</td>
              <td>{s.endTime ? formatDuration((Date.parse(s.endTime) - Date.parse(s.startTime)) / 1000) : '—'}</td>
              <td>{s.vin ? <bdi>{carLabel(s.vin)}</bdi> : 'Unknown car'}</td>
              <td>{s.connectorId}</td>
              <td className="num">{kWh(s.energyKWh)}</td>
              <td className="num">{s.maxPowerKW} kW</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
