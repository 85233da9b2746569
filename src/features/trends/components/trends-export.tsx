import { useState } from 'react';
import { downloadText } from '../../../utils/download';
import type { Bucket } from '../../../utils/trends';
import { bucketsToCsv, trendsCsvHeader } from '../model/csv';
import { useT } from '../../../lib/i18n';

type Props = { name: string; buckets: readonly Bucket[] | undefined; currency: string };

/** Downloads the buckets on screen as CSV (SI units, cost in the chosen currency). */
export function TrendsExport({ name, buckets, currency }: Props) {
  const t = useT();
  const [status, setStatus] = useState('');
  const save = () => {
    if (!buckets) return;
    downloadText(
      `${name}.csv`,
      bucketsToCsv(buckets, currency, trendsCsvHeader(t, currency)),
      'text/csv;charset=utf-8',
    );
    setStatus(t('trends.export.saved', { count: buckets.length, file: `${name}.csv` }));
  };
  return (
    <div className="trends-export">
      <button type="button" className="button" onClick={save} disabled={!buckets}>
        {t('export.csv')}
      </button>
      <span className="muted" role="status">
        {status}
      </span>
    </div>
  );
}
