import { useState } from 'react';
import { ChoiceChips } from '../../../components/choice-chips';
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
  const [picked, setPicked] = useState({ period: props.period, granularity: props.granularity });
  const { period, granularity } = picked;
  const onChange = (choice: { period: PeriodId; granularity?: Granularity }) => {
    setPicked({ period: choice.period, granularity: choice.granularity ?? DEFAULT_GRANULARITY[choice.period] });
    props.onChange(choice);
  };
  return (
    <div className="trend-picker">
      <ChoiceChips
        legend="Period"
        options={PERIODS.map((p) => ({ id: p, label: PERIOD_LABELS[p] }))}
        value={period}
        onChange={(p) => onChange({ period: p })}
      />
      <ChoiceChips
        legend="Per"
        options={GRANULARITIES.map((g) => ({ id: g, label: GRANULARITY_LABELS[g] }))}
        value={granularity}
        onChange={(g) => onChange({ period, granularity: g })}
      />
    </div>
  );
}
