import { useSearchParams } from 'react-router';
import { readTrendSearch, trendSearch, type TrendChoice } from '../model/search';
import { useT } from '../../../lib/i18n';
import { periodLabel, PeriodPicker } from './period-picker';

/** The period and bucket size in the URL (`period`, `by`), and the function that changes them. */
export function useTrendChoice(): [TrendChoice, (choice: Partial<TrendChoice> & Pick<TrendChoice, 'period'>) => void] {
  const [search, setSearch] = useSearchParams();
  return [readTrendSearch(search), (c) => setSearch(trendSearch(c), { preventScrollReset: true })];
}

type Props = { choice: TrendChoice; loading: boolean; onChange: ReturnType<typeof useTrendChoice>[1]; note?: string };

/** The picker and a status line that says when a period is loading (and any `note` about the data). */
export function PeriodControls({ choice, loading, onChange, note }: Props) {
  const t = useT();
  return (
    <>
      <PeriodPicker
        key={`${choice.period}|${choice.granularity}`}
        period={choice.period}
        granularity={choice.granularity}
        onChange={onChange}
      />
      <p className="trends__status muted" role="status">
        {loading ? t('trends.loading', { period: periodLabel(t, choice.period) }) : ''}
        {note}
      </p>
    </>
  );
}
