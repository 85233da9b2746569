import { useId } from 'react';
import { GRANULARITIES, PERIODS, type Granularity, type PeriodId } from '../../../utils/trends';

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

/** The period and the bucket size, as two groups of radio buttons. */
export function PeriodPicker({ period, granularity, onChange }: Props) {
  const name = useId();
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
