import { useState, type FormEvent } from 'react';
import { ChoiceChips } from '../../../components/choice-chips';
import { RangeFields } from '../../../components/range-fields';
import { MONTH_PRESETS, parseMonth, type MonthChoice, type MonthPreset, type MonthRange } from '../range';

type Props = { value: MonthRange; onChange: (choice: MonthChoice) => void };

/** The last 3, 6 or 12 months, or custom whole months. */
export function MonthPicker({ value, onChange }: Props) {
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
      <ChoiceChips legend="Months" options={MONTH_PRESETS} value={chosen} onChange={choose} />
      {chosen === 'custom' && (
        <RangeFields
          type="month"
          from={fromMonth}
          to={toMonth}
          onFrom={setFromMonth}
          onTo={setToMonth}
          submit="Show months"
          error={error}
        />
      )}
    </form>
  );
}
