import { useId, useState, type FormEvent } from 'react';
import { Icon } from './icon';
import { checkVin, isCompleteVin } from '../utils/vin';
import { useT, type MessageKey, type MessageValues } from '../lib/i18n';

type Props = {
  onAdd: (vin: string) => void;
  existing?: string[];
  /** The button's label: "Add vehicle" in the garage, "Look up" for support staff. */
  submitLabel?: string;
  /** Said when the VIN is already in `existing`. */
  duplicateMessage?: string;
};

/** Enter a VIN (garage: add a vehicle; support: look a customer's car up): upper-cased as you type, errors as you type, a check-digit mismatch as a warning. */
export function VinInput({ onAdd, existing = [], submitLabel, duplicateMessage }: Props) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const check = checkVin(value);
  const duplicate = isCompleteVin(check) && existing.includes(check.vin);
  const say = (m: { key: MessageKey; values?: MessageValues }) => t(m.key, m.values);
  const errors = [
    ...check.errors.map(say),
    ...(submitted && !check.errors.length && check.progress ? [say({ ...check.progress, key: 'vin.tooShort' })] : []),
    ...(duplicate ? [duplicateMessage ?? t('vin.duplicate')] : []),
  ];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!isCompleteVin(check) || duplicate) return;
    onAdd(check.vin);
    setValue('');
    setSubmitted(false);
  };

  const describedBy = [`${id}-hint`, errors.length ? `${id}-errors` : '', check.warning ? `${id}-warning` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form className="vin-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{t('vin.label')}</label>
        <input
          id={id}
          name="vin"
          value={value}
          onChange={(e) => setValue(e.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          maxLength={24}
          aria-invalid={errors.length > 0}
          aria-describedby={describedBy}
          className="vin"
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('vin.hint')}
          {check.progress && value ? ` ${say(check.progress)}` : ''}
        </p>
        <div aria-live="polite">
          {errors.length > 0 && (
            <ul id={`${id}-errors`} className="field__error">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
          {check.warning && (
            <p id={`${id}-warning`} className="field__warning">
              <Icon name="warning" /> {say(check.warning)}
            </p>
          )}
        </div>
      </div>
      <button type="submit" className="button">
        {submitLabel ?? t('vin.add')}
      </button>
    </form>
  );
}
