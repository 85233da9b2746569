import { useState } from 'react';
import { downloadText } from '../../../utils/download';
import type { Bucket } from '../../../utils/trends';
import { bucketsToCsv } from '../model/csv';

type Props = { name: string; buckets: readonly Bucket[] | undefined; currency: string };

/** Downloads the buckets on screen as CSV (SI units, cost in the chosen currency). */
export function TrendsExport({ name, buckets, currency }: Props) {
  const [status, setStatus] = useState('');
  const save = () => {
    if (!buckets) return;
    downloadText(`${name}.csv`, bucketsToCsv(buckets, currency), 'text/csv;charset=utf-8');
    setStatus(`Saved ${buckets.length} rows as ${name}.csv`);
  };
  return (
    <div className="trends-export">
      <button type="button" className="button" onClick={save} disabled={!buckets}>
        Export CSV
      </button>
      <span className="muted" role="status">
        {status}
      </span>
    </div>
  );
}
