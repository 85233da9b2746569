import { useId, useState, type FormEvent } from 'react';
import { PRESETS, parseDateInput, type Preset, type RangeState } from '../range';
import { useT, type MessageKey } from '../../../lib/i18n';

type Choice = { preset: Preset; fromDate?: string; toDate?: string };
type Props = { value: RangeState; onChange: (choice: Choice) => void };

/** Presets (today, 7, 30, 90 days) or a custom range of whole days. */
export function RangePicker({ value, onChange }: Props) {
  const t = useT();
  const name = useId();
  const [custom, setCustom] = useState(value.preset === 'custom');
  // The choice shows at once, while the router loads the new range (the parent re-keys this form when it lands).
  const [chosen, setChosen] = useState<Preset>(value.preset);
  const [fromDate, setFromDate] = useState(value.fromDate);
  const [toDate, setToDate] = useState(value.toDate);
  const [error, setError] = useState<MessageKey | null>(null);
  const errorId = useId();

  const choose = (preset: Preset) => {
    if (preset === 'custom') {
      setCustom(true);
      setFromDate(value.fromDate);
      setToDate(value.toDate);
      return;
    }
    setCustom(false);
    setChosen(preset);
    setError(null);
    onChange({ preset });
  };

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const first = parseDateInput(fromDate);
    const last = parseDateInput(toDate);
    if (!first || !last) return setError('range.bothDates');
    if (first > last) return setError('range.startAfterEnd');
    setError(null);
    onChange({ preset: 'custom', fromDate, toDate });
  };

  const selected: Preset = custom ? 'custom' : chosen;
  return (
    <form className="range-picker" onSubmit={apply}>
      <fieldset className="range-picker__presets">
        <legend>{t('range.legend')}</legend>
        {PRESETS.map((p) => (
          <label key={p.id} className="range-picker__preset">
            <input type="radio" name={name} value={p.id} checked={selected === p.id} onChange={() => choose(p.id)} />
            <span>{t(p.label)}</span>
          </label>
        ))}
      </fieldset>
      {custom && (
        <div className="range-picker__custom">
          <div className="field">
            <label htmlFor={`${name}-from`}>{t('range.from')}</label>
            <input
              id={`${name}-from`}
              type="date"
              value={fromDate}
              onChange={(e) => setFromDate(e.target.value)}
              aria-describedby={error ? errorId : undefined}
              required
            />
          </div>
          <div className="field">
            <label htmlFor={`${name}-to`}>{t('range.to')}</label>
            <input
              id={`${name}-to`}
              type="date"
              value={toDate}
              onChange={(e) => setToDate(e.target.value)}
              aria-describedby={error ? errorId : undefined}
              required
            />
          </div>
          <button type="submit" className="button">
            {t('range.show')}
          </button>
          {error && (
            <p id={errorId} className="field__error" role="alert">
              {t(error)}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
