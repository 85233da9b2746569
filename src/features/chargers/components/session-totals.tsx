import type { SessionTotals as Totals } from '../sessions';

export const kWh = (n: number) =>
  `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(n)} kWh`;

type Props = { totals: Totals; carLabel: (vin: string) => string; complete: boolean };

/** Sessions and energy over the range, and each car's share. */
export function SessionTotals({ totals, carLabel, complete }: Props) {
  return (
    <>
      <dl className="stats">
        <div>
          <dt>Sessions</dt>
          <dd>{new Intl.NumberFormat().format(totals.sessions)}</dd>
        </div>
        <div>
          <dt>Energy</dt>
          <dd>{kWh(totals.energyKWh)}</dd>
        </div>
        {totals.byVin.map((v) => (
          <div key={v.vin ?? 'unknown'}>
            <dt>{v.vin ? <bdi>{carLabel(v.vin)}</bdi> : 'Unknown car'}</dt>
            <dd>{kWh(v.energyKWh)}</dd>
          </div>
        ))}
      </dl>
      {!complete && <p className="muted">The totals cover the first 5,000 sessions of the range.</p>}
    </>
  );
}
