import { useState } from 'react';
import { ChoiceChips } from '../../../components/choice-chips';
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
  const [picked, setPicked] = useState({ period: props.period, granularity: props.granularity });
  const { period, granularity } = picked;
  const onChange = (choice: { period: PeriodId; granularity?: Granularity }) => {
    setPicked({ period: choice.period, granularity: choice.granularity ?? DEFAULT_GRANULARITY[choice.period] });
    props.onChange(choice);
  };
  return (
    <div className="trend-picker">
      <ChoiceChips
        legend={t('trends.period.legend')}
        options={PERIODS.map((p) => ({ id: p, label: periodLabel(t, p) }))}
        value={period}
        onChange={(p) => onChange({ period: p })}
      />
      <ChoiceChips
        legend={t('trends.per.legend')}
        options={GRANULARITIES.map((g) => ({ id: g, label: granularityLabel(t, g) }))}
        value={granularity}
        onChange={(g) => onChange({ period, granularity: g })}
      />
    </div>
  );
}
