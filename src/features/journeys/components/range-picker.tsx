import { useState, type FormEvent } from 'react';
import { ChoiceChips } from '../../../components/choice-chips';
import { RangeFields } from '../../../components/range-fields';
import { PRESETS, parseDateInput, type Preset, type RangeState } from '../range';
import { useT, type MessageKey } from '../../../lib/i18n';

type Choice = { preset: Preset; fromDate?: string; toDate?: string };
type Props = { value: RangeState; onChange: (choice: Choice) => void };

/** Presets (today, 7, 30, 90 days) or a custom range of whole days. */
export function RangePicker({ value, onChange }: Props) {
  const t = useT();
  const [custom, setCustom] = useState(value.preset === 'custom');
  // The choice shows at once, while the router loads the new range (the parent re-keys this form when it lands).
  const [chosen, setChosen] = useState<Preset>(value.preset);
  const [fromDate, setFromDate] = useState(value.fromDate);
  const [toDate, setToDate] = useState(value.toDate);
  const [error, setError] = useState<MessageKey | null>(null);

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
      <ChoiceChips
        legend={t('range.legend')}
        options={PRESETS.map((p) => ({ id: p.id, label: t(p.label) }))}
        value={selected}
        onChange={choose}
      />
      {custom && (
        <RangeFields
          type="date"
          from={fromDate}
          to={toDate}
          onFrom={setFromDate}
          onTo={setToDate}
          submit={t('range.show')}
          error={error && t(error)}
        />
      )}
    </form>
  );
}
