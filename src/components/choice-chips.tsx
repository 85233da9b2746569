import './choice-chips.css';
import { useId } from 'react';

type Props<T extends string> = {
  legend: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
};

/** One choice of a few, as a group of radio buttons drawn as chips (date ranges, periods, bucket sizes). */
export function ChoiceChips<T extends string>({ legend, options, value, onChange }: Props<T>) {
  const name = useId();
  return (
    <fieldset className="choice-chips">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className="choice-chips__option">
          <input type="radio" name={name} value={o.id} checked={o.id === value} onChange={() => onChange(o.id)} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
