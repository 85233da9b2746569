import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { downloadText } from '../../../utils/download';

type Props = { filename: string; csv: (() => string) | undefined };

/** Print (the browser's Print / Save as PDF, through the print stylesheet) and the same data as CSV. */
export function ReportActions({ filename, csv }: Props) {
  const t = useT();
  const [saved, setSaved] = useState('');
  const download = () => {
    if (!csv) return;
    downloadText(filename, csv(), 'text/csv;charset=utf-8');
    setSaved(t('report.csv.saved', { filename }));
  };
  return (
    <div className="owner-report__actions">
      <button type="button" className="button" onClick={() => window.print()}>
        {t('report.print')}
      </button>
      <button type="button" className="button" onClick={download} disabled={!csv}>
        {t('report.csv.download')}
      </button>
      <span className="muted" role="status">
        {csv ? saved : t('report.csv.preparing')}
      </span>
    </div>
  );
}
