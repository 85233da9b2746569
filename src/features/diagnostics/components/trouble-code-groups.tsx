import './diagnostics.css';
import type { TroubleCode } from '../../../../contract/diagnostics';
import { humanize } from '../../../utils/format';
import { groupBySystem, SYSTEMS } from '../model';
import { TroubleCodeCard } from './trouble-code-card';
import { useT } from '../../../lib/i18n';

/** The car's codes grouped by system, each group saying what it covers. */
export function TroubleCodeGroups({ codes }: { codes: TroubleCode[] }) {
  const t = useT();
  if (codes.length === 0) return <p className="trouble-codes__empty">{t('diagnostics.none', { days: 90 })}</p>;
  return (
    <div className="trouble-codes">
      {groupBySystem(codes).map(({ system, codes: group }) => {
        const name = t('diagnostics.system', { system, shown: humanize(system) });
        return (
          <section key={system} className="trouble-codes__group" aria-label={name}>
            <h3>
              {name} <span className="muted">({group.length})</span>
            </h3>
            {SYSTEMS.has(system) && <p className="muted">{t('diagnostics.system.covers', { system })}</p>}
            <ul className="card-list" aria-label={t('diagnostics.system.codes', { name })}>
              {group.map((c) => (
                <li key={c.code}>
                  <TroubleCodeCard code={c} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
