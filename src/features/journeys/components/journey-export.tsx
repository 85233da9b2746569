import { useEffect, useRef, useState } from 'react';
import type { Journey, JourneySummary } from '../../../../contract';
import { ProblemAlert } from '../../../components/problem-alert';
import { journeysToCsv, journeysToGpx } from '../../../utils/export';
import { downloadText } from '../../../utils/download';
import { routePoints } from '../route-points';
import { journeyCsvHeader } from '../csv-header';
import { useT } from '../../../lib/i18n';

type Props = {
  vin: string;
  fromDate: string;
  toDate: string;
  /** The range's summaries (no routes): enough for the CSV and to know whether there is anything to export. */
  journeys: readonly JourneySummary[] | undefined;
  complete: boolean;
  /** Every journey of the range with its route, asked for only when the owner wants the GPX. */
  loadRoutes: (signal: AbortSignal) => Promise<readonly Journey[]>;
};

type Gpx = { state: 'idle' } | { state: 'busy' } | { state: 'failed'; error: unknown };

/** Downloads every journey of the range as CSV (figures, from the summaries) or GPX 1.1 (tracks, read on click). */
export function JourneyExport({ vin, fromDate, toDate, journeys, complete, loadRoutes }: Props) {
  const t = useT();
  const [status, setStatus] = useState('');
  const [gpxState, setGpxState] = useState<Gpx>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const base = `journeys-${vin}-${fromDate}-to-${toDate}`;
  const ready = journeys !== undefined;
  const empty = ready && journeys.length === 0;
  const busy = gpxState.state === 'busy';

  const csv = () => {
    if (!journeys) return;
    downloadText(`${base}.csv`, journeysToCsv(journeys, journeyCsvHeader(t)), 'text/csv;charset=utf-8');
    setStatus(t('journeys.export.saved', { count: journeys.length, file: `${base}.csv` }));
  };
  const gpx = async () => {
    const controller = new AbortController();
    running.current = controller;
    setGpxState({ state: 'busy' });
    setStatus('');
    try {
      const full = await loadRoutes(controller.signal);
      const text = journeysToGpx(
        full.map((journey) => ({ journey, points: routePoints(journey) })),
        { name: t('journeys.gpxName', { vin, from: fromDate, to: toDate }) },
      );
      downloadText(`${base}.gpx`, text, 'application/gpx+xml');
      setGpxState({ state: 'idle' });
      setStatus(t('journeys.export.saved', { count: full.length, file: `${base}.gpx` }));
    } catch (error) {
      if (controller.signal.aborted) return;
      setGpxState({ state: 'failed', error });
    }
  };

  return (
    <div className="journey-export">
      <button type="button" className="button" onClick={csv} disabled={!ready || empty}>
        {t('export.csv')}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => void gpx()}
        disabled={!ready || empty || busy}
        aria-busy={busy}
      >
        {t('export.gpx')}
      </button>
      <span className="muted" role="status">
        {!ready
          ? t('export.preparing')
          : empty
            ? t('export.empty')
            : busy
              ? t('journeys.export.routes')
              : status || (complete ? '' : t('journeys.export.partial', { count: journeys.length }))}
      </span>
      {gpxState.state === 'failed' && (
        <ProblemAlert error={gpxState.error} what={t('export.gpx')} onRetry={() => void gpx()} />
      )}
    </div>
  );
}
