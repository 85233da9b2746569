import type { Alert, TroubleCode } from '../../../../contract';
import { useT, type MessageKey } from '../../../lib/i18n';
import { alertAbout, alertTitle, troubleCodeLine } from '../../../lib/i18n/code-texts';
import type { CarIdentity, StateFacts } from '../model';
import type { ReportFormat } from '../use-report-format';

/** The car: brand, VIN, model and year. */
export function CarFacts({ vin, car }: { vin: string; car: CarIdentity }) {
  const t = useT();
  return (
    <dl className="stats">
      <Fact label={t('report.car.brand')}>
        <bdi>{car.brand}</bdi>
      </Fact>
      <Fact label={t('report.car.vin')} wide>
        <span className="vin">{vin}</span>
      </Fact>
      <Fact label={t('report.car.model')}>
        <bdi>{car.model}</bdi>
      </Fact>
      <Fact label={t('report.car.year')}>{car.year}</Fact>
    </dl>
  );
}

/** Locks, doors, windows, tyres, fuel or charge with range, and the odometer, as the car last reported them. */
export function CarState({ facts, format }: { facts: StateFacts; format: ReportFormat }) {
  const t = useT();
  const locks =
    facts.locked + facts.unlocked === 0
      ? t('report.state.unknown')
      : facts.unlocked === 0
        ? t('report.state.allLocked')
        : t('report.state.unlockedCount', { count: facts.unlocked });
  const open = (count: number) => (count === 0 ? t('report.state.allClosed') : t('report.state.openCount', { count }));
  const percent = (n: number | undefined) => (n === undefined ? '—' : format.percent(n / 100));
  const distance = (m: number | undefined, digits = 0) => (m === undefined ? '—' : format.distance(m, digits));
  return (
    <dl className="stats">
      <Fact label={t('report.state.locks')}>{locks}</Fact>
      <Fact label={t('report.state.doors')}>{open(facts.openDoors)}</Fact>
      <Fact label={t('report.state.windows')}>{open(facts.openWindows)}</Fact>
      <Fact label={t('report.state.tyres')}>
        {facts.tyres === 0
          ? t('report.state.unknown')
          : facts.lowTyres === 0
            ? t('report.state.tyresOk')
            : t('report.state.tyresLow', { count: facts.lowTyres })}
      </Fact>
      {facts.fuelPercent !== undefined && <Fact label={t('report.state.fuel')}>{percent(facts.fuelPercent)}</Fact>}
      {facts.fuelRangeM !== undefined && <Fact label={t('report.state.fuelRange')}>{distance(facts.fuelRangeM)}</Fact>}
      {facts.chargePercent !== undefined && (
        <Fact label={t('report.state.charge')}>{percent(facts.chargePercent)}</Fact>
      )}
      {facts.batteryRangeM !== undefined && (
        <Fact label={t('report.state.batteryRange')}>{distance(facts.batteryRangeM)}</Fact>
      )}
      <Fact label={t('report.state.odometer')}>{distance(facts.odometerM)}</Fact>
    </dl>
  );
}

const SEVERITY: Record<string, MessageKey> = {
  critical: 'report.severity.critical',
  warning: 'report.severity.warning',
  info: 'report.severity.info',
};
const severityText = (t: ReturnType<typeof useT>, severity: string) => {
  const key = SEVERITY[severity];
  return key ? t(key) : severity;
};

/** Active alerts: severity, what happened and what to do (in the user's language where the code is known), since when. */
export function AlertList({ alerts, format }: { alerts: readonly Alert[]; format: ReportFormat }) {
  const t = useT();
  if (alerts.length === 0) return <p>{t('report.alerts.none')}</p>;
  return (
    <ul className="owner-report__list">
      {alerts.map((a) => (
        <li key={a.id}>
          <strong>{severityText(t, a.severity)}</strong>: <bdi>{alertTitle(t, a)}</bdi>{' '}
          <span className="muted">
            ({t('report.alerts.since', { when: format.dateTime(a.raisedAt) })}, <code>{a.code}</code>)
          </span>
          <br />
          <bdi>{alertAbout(t, a)}</bdi>
        </li>
      ))}
    </ul>
  );
}

/** Active trouble codes: the code, what it means and what to do, the control unit, when last seen. */
export function TroubleCodeList({ codes, format }: { codes: readonly TroubleCode[]; format: ReportFormat }) {
  const t = useT();
  if (codes.length === 0) return <p>{t('report.codes.none')}</p>;
  return (
    <ul className="owner-report__list">
      {codes.map((c) => (
        <li key={c.code}>
          <strong>
            <code>{c.code}</code>
          </strong>{' '}
          ({severityText(t, c.severity)}): <bdi>{troubleCodeLine(t, c)}</bdi>{' '}
          <span className="muted">({t('report.codes.seen', { ecu: c.ecu, when: format.dateTime(c.lastSeen) })})</span>
        </li>
      ))}
    </ul>
  );
}

/** One figure of a stats list; `wide` takes two columns (a VIN does not wrap). */
export function Fact({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'owner-report__wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
