import { useId, useState } from 'react';
import { DEFAULT_GRANULARITY, GRANULARITIES, PERIODS, type Granularity, type PeriodId } from '../../../utils/trends';

export const PERIOD_LABELS: Record<PeriodId, string> = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  all: 'All',
};
export const GRANULARITY_LABELS: Record<Granularity, string> = { day: 'Day', week: 'Week', month: 'Month' };

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
        <legend>Period</legend>
        {PERIODS.map((p) => (
          <label key={p} className="trend-picker__option">
            <input
              type="radio"
              name={`${name}-period`}
              checked={p === period}
              onChange={() => onChange({ period: p })}
            />
            <span>{PERIOD_LABELS[p]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="trend-picker__group">
        <legend>Per</legend>
        {GRANULARITIES.map((g) => (
          <label key={g} className="trend-picker__option">
            <input
              type="radio"
              name={`${name}-by`}
              checked={g === granularity}
              onChange={() => onChange({ period, granularity: g })}
            />
            <span>{GRANULARITY_LABELS[g]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
