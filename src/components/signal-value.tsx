import './signal-value.css';
import type { SignalValue as Signal } from '../../contract';
import { useUnits } from '../stores/units-preference';
import { formatDuration, isStale } from '../utils/time';
import { formatQuantity, kindOfUnit, type Kind } from '../utils/units';
import { Freshness } from './freshness';
import { useNow } from './use-now';
import { useT, type T } from '../lib/i18n';

type Props = {
  /** The signal as the API sent it; `undefined` when the response did not carry it. */
  signal: Signal | undefined;
  /** What the number measures; inferred from the VSS unit when left out. */
  kind?: Kind;
  /** False when the vehicle cannot report this value at all (e.g. fuel level on an EV). */
  supported?: boolean;
  /** Fraction digits, overriding the kind's default. */
  digits?: number;
  /** Renders booleans and enum strings (e.g. `true` → "Locked"). */
  format?: (value: unknown) => string;
  /** Hide the age line (e.g. in dense tables that show it in another column). */
  hideAge?: boolean;
  staleAfterMs?: number;
};

/** Renders any value for display: numbers through the unit conversion, arrays by length, the rest as text. */
export function displayValue(
  t: T,
  value: unknown,
  unit: string | undefined,
  kind: Kind | undefined,
  units: ReturnType<typeof useUnits>,
  digits?: number,
): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && (kind ?? kindOfUnit(unit)) === 'duration' && (unit === 's' || unit === undefined))
    return formatDuration(value, t.locale);
  if (typeof value === 'number') return formatQuantity(value, unit, kind ?? kindOfUnit(unit), units, t.locale, digits);
  if (typeof value === 'boolean') return t(value ? 'value.yes' : 'value.no');
  if (Array.isArray(value)) {
    if (value.length === 0) return t('value.none');
    if (value.length <= 5 && value.every((v) => typeof v === 'string')) return value.join(', ');
    return t('value.count', { count: value.length });
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One value with its unit (converted to the user's choice) and its age; distinct looks for missing, not supported and stale. */
export function SignalValue({ signal, kind, supported = true, digits, format, hideAge, staleAfterMs }: Props) {
  const t = useT();
  const units = useUnits();
  const now = useNow();
  if (!supported) {
    return <span className="signal signal--unsupported">{t('value.notSupported')}</span>;
  }
  if (!signal || signal.value === null || signal.value === undefined) {
    return <span className="signal signal--missing">{t('value.noData')}</span>;
  }
  const stale = isStale(signal.timestamp, now, staleAfterMs);
  // An enumerated value in words where the signals catalogue has them (`Vehicle.LowVoltageSystemState=OFF`).
  const word = typeof signal.value === 'string' ? t.dynamic(`${signal.name}=${signal.value}`) : undefined;
  const text = format
    ? format(signal.value)
    : (word ?? displayValue(t, signal.value, signal.unit, kind, units, digits));
  return (
    <span className={stale ? 'signal signal--stale' : 'signal'}>
      <span className="signal__value">{text}</span>
      {!hideAge && (
        <span className="signal__age">
          <Freshness timestamp={signal.timestamp} staleAfterMs={staleAfterMs} />
        </span>
      )}
    </span>
  );
}
