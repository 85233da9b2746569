import { useId, useState } from 'react';
import { DEFAULT_GRANULARITY, GRANULARITIES, PERIODS, type Granularity, type PeriodId } from '../../../utils/trends';
import { useT, type T } from '../../../lib/i18n';

/** "Last 30 days" in the user's language. */
export const periodLabel = (t: T, period: PeriodId) => t('trends.period', { period });
/** "Day", "Week", "Month". */
export const granularityLabel = (t: T, granularity: Granularity) => t('trends.per', { granularity });

type Props = {
  period: PeriodId;
  granularity: Granularity;
  onChange: (choice: { period: PeriodId; granularity?: Granularity }) => void;
};

/**
 * The period and the bucket size, as two groups of radio buttons. The choice shows at once, while the router loads
 * it (the parent re-keys the picker when the URL changes).
 */
export function PeriodPicker(props: Props) {
  const t = useT();
  const name = useId();
  const [picked, setPicked] = useState({ period: props.period, granularity: props.granularity });
  const { period, granularity } = picked;
  const onChange = (choice: { period: PeriodId; granularity?: Granularity }) => {
    setPicked({ period: choice.period, granularity: choice.granularity ?? DEFAULT_GRANULARITY[choice.period] });
    props.onChange(choice);
  };
  return (
    <div className="trend-picker">
      <fieldset className="trend-picker__group">
        <legend>{t('trends.period.legend')}</legend>
        {PERIODS.map((p) => (
          <label key={p} className="trend-picker__option">
            <input
              type="radio"
              name={`${name}-period`}
              checked={p === period}
              onChange={() => onChange({ period: p })}
            />
            <span>{periodLabel(t, p)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="trend-picker__group">
        <legend>{t('trends.per.legend')}</legend>
        {GRANULARITIES.map((g) => (
          <label key={g} className="trend-picker__option">
            <input
              type="radio"
              name={`${name}-by`}
              checked={g === granularity}
              onChange={() => onChange({ period, granularity: g })}
            />
            <span>{granularityLabel(t, g)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
