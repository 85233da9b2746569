import { useState, type FormEvent } from 'react';
import { ChoiceChips } from '../../../components/choice-chips';
import { RangeFields } from '../../../components/range-fields';
import { MONTH_PRESETS, parseMonth, type MonthChoice, type MonthPreset, type MonthRange } from '../range';
import { useT, type MessageKey } from '../../../lib/i18n';

type Props = { value: MonthRange; onChange: (choice: MonthChoice) => void };

/** The last 3, 6 or 12 months, or custom whole months. */
export function MonthPicker({ value, onChange }: Props) {
  const t = useT();
  const [chosen, setChosen] = useState<MonthPreset>(value.preset);
  const [fromMonth, setFromMonth] = useState(value.fromMonth);
  const [toMonth, setToMonth] = useState(value.toMonth);
  const [error, setError] = useState<MessageKey | null>(null);

  const choose = (preset: MonthPreset) => {
    setChosen(preset);
    setError(null);
    if (preset !== 'custom') onChange({ preset });
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const first = parseMonth(fromMonth);
    const last = parseMonth(toMonth);
    if (!first || !last) return setError('chargers.months.both');
    if (first > last) return setError('chargers.months.order');
    setError(null);
    onChange({ preset: 'custom', fromMonth, toMonth });
  };

  return (
    <form className="range-picker" onSubmit={apply}>
      <ChoiceChips
        legend={t('chargers.months')}
        options={MONTH_PRESETS.map((p) => ({ id: p.id, label: t(p.label) }))}
        value={chosen}
        onChange={choose}
      />
      {chosen === 'custom' && (
        <RangeFields
          type="month"
          from={fromMonth}
          to={toMonth}
          onFrom={setFromMonth}
          onTo={setToMonth}
          submit={t('chargers.months.show')}
          error={error && t(error)}
        />
      )}
    </form>
  );
}
