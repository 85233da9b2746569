import './diagnostics.css';
import type { TroubleCode } from '../../../../contract/diagnostics';
import { humanize } from '../../../utils/format';
import { groupBySystem, SYSTEMS } from '../model';
import { TroubleCodeCard } from './trouble-code-card';

/** The car's codes grouped by system, each group saying what it covers. */
export function TroubleCodeGroups({ codes }: { codes: TroubleCode[] }) {
  if (codes.length === 0)
    return (
      <p className="trouble-codes__empty">
        No trouble codes: the car’s control units have not reported a fault in the last 90 days.
      </p>
    );
  return (
    <div className="trouble-codes">
      {groupBySystem(codes).map(({ system, codes: group }) => (
        <section key={system} className="trouble-codes__group" aria-label={SYSTEMS[system]?.name ?? humanize(system)}>
          <h3>
            {SYSTEMS[system]?.name ?? humanize(system)} <span className="muted">({group.length})</span>
          </h3>
          {SYSTEMS[system] && <p className="muted">{SYSTEMS[system].covers}</p>}
          <ul className="card-list" aria-label={`${SYSTEMS[system]?.name ?? humanize(system)} trouble codes`}>
            {group.map((c) => (
              <li key={c.code}>
                <TroubleCodeCard code={c} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
