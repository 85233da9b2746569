import './range-fields.css';
import { useId } from 'react';
import { useT } from '../lib/i18n';

type Props = {
  type: 'date' | 'month';
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  /** The submit button's text, e.g. "Show range". */
  submit: string;
  error: string | null;
};

/** A custom range's first and last day (or month), inside the picker's form, with the form's error below. */
export function RangeFields({ type, from, to, onFrom, onTo, submit, error }: Props) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const fields = [
    ['from', t('range.from'), from, onFrom],
    ['to', t('range.to'), to, onTo],
  ] as const;
  return (
    <div className="range-fields">
      {fields.map(([key, label, value, set]) => (
        <div className="field" key={key}>
          <label htmlFor={`${id}-${key}`}>{label}</label>
          <input
            id={`${id}-${key}`}
            type={type}
            value={value}
            onChange={(e) => set(e.target.value)}
            aria-describedby={error ? errorId : undefined}
            required
          />
        </div>
      ))}
      <button type="submit" className="button">
        {submit}
      </button>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
