import { useId, useState, type FormEvent } from 'react';
import { MONTH_PRESETS, parseMonth, type MonthChoice, type MonthPreset, type MonthRange } from '../range';

type Props = { value: MonthRange; onChange: (choice: MonthChoice) => void };

/** The last 3, 6 or 12 months, or custom whole months. */
export function MonthPicker({ value, onChange }: Props) {
  const name = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState<MonthPreset>(value.preset);
  const [fromMonth, setFromMonth] = useState(value.fromMonth);
  const [toMonth, setToMonth] = useState(value.toMonth);
  const [error, setError] = useState<string | null>(null);

  const choose = (preset: MonthPreset) => {
    setChosen(preset);
    setError(null);
    if (preset !== 'custom') onChange({ preset });
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const first = parseMonth(fromMonth);
    const last = parseMonth(toMonth);
    if (!first || !last) return setError('Enter both months.');
    if (first > last) return setError('The first month must be on or before the last.');
    setError(null);
    onChange({ preset: 'custom', fromMonth, toMonth });
  };

  return (
    <form className="range-picker" onSubmit={apply}>
      <fieldset className="range-picker__presets">
        <legend>Months</legend>
        {MONTH_PRESETS.map((p) => (
          <label key={p.id} className="range-picker__preset">
            <input type="radio" name={name} value={p.id} checked={chosen === p.id} onChange={() => choose(p.id)} />
            <span>{p.label}</span>
          </label>
        ))}
      </fieldset>
      {chosen === 'custom' && (
        <div className="range-picker__custom">
          {(
            [
              ['From', fromMonth, setFromMonth],
              ['To', toMonth, setToMonth],
            ] as const
          ).map(([label, month, set]) => (
            <div className="field" key={label}>
              <label htmlFor={`${name}-${label}`}>{label}</label>
              <input
                id={`${name}-${label}`}
                type="month"
                value={month}
                onChange={(e) => set(e.target.value)}
                aria-describedby={error ? errorId : undefined}
                required
              />
            </div>
          ))}
          <button type="submit" className="button">
            Show months
          </button>
          {error && (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
