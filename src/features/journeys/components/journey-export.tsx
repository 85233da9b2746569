import { useState } from 'react';
import type { Journey } from '../../../../contract';
import { journeysToCsv, journeysToGpx } from '../../../utils/export';
import { downloadText } from '../../../utils/download';
import { routePoints } from '../route-points';
import { journeyCsvHeader } from '../csv-header';
import { useT } from '../../../lib/i18n';

type Props = {
  vin: string;
  fromDate: string;
  toDate: string;
  journeys: readonly Journey[] | undefined;
  complete: boolean;
};

/** Downloads every journey of the range as CSV (figures) or GPX 1.1 (tracks with times). */
export function JourneyExport({ vin, fromDate, toDate, journeys, complete }: Props) {
  const t = useT();
  const [status, setStatus] = useState('');
  const base = `journeys-${vin}-${fromDate}-to-${toDate}`;
  const ready = journeys !== undefined;
  const empty = ready && journeys.length === 0;

  const csv = () => {
    if (!journeys) return;
    downloadText(`${base}.csv`, journeysToCsv(journeys, journeyCsvHeader(t)), 'text/csv;charset=utf-8');
    setStatus(t('journeys.export.saved', { count: journeys.length, file: `${base}.csv` }));
  };
  const gpx = () => {
    if (!journeys) return;
    const text = journeysToGpx(
      journeys.map((journey) => ({ journey, points: routePoints(journey) })),
      { name: t('journeys.gpxName', { vin, from: fromDate, to: toDate }) },
    );
    downloadText(`${base}.gpx`, text, 'application/gpx+xml');
    setStatus(t('journeys.export.saved', { count: journeys.length, file: `${base}.gpx` }));
  };

  return (
    <div className="journey-export">
      <button type="button" className="button" onClick={csv} disabled={!ready || empty}>
        {t('export.csv')}
      </button>
      <button type="button" className="button" onClick={gpx} disabled={!ready || empty}>
        {t('export.gpx')}
      </button>
      <span className="muted" role="status">
        {!ready
          ? t('export.preparing')
          : empty
            ? t('export.empty')
            : status || (complete ? '' : t('journeys.export.partial', { count: 10_000 }))}
      </span>
    </div>
  );
}
