import { useEffect, useRef, useState } from 'react';
import type { JourneySummary } from '../../../../contract';
import type { JourneyRangeResult } from '../api/get-journey-range';
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
  /** Whether the summaries are every journey of the range (their read stops at a bound), and how many there are. */
  complete: boolean;
  totalElements: number;
  /**
   * Every journey of the range with its route, asked for only when the owner wants the GPX; that read has its own
   * bound (full journeys come in smaller pages), so it says itself whether it got them all.
   */
  loadRoutes: (signal: AbortSignal) => Promise<JourneyRangeResult>;
};

type Gpx = { state: 'idle' } | { state: 'busy' } | { state: 'failed'; error: unknown };

/** Downloads every journey of the range as CSV (figures, from the summaries) or GPX 1.1 (tracks, read on click). */
export function JourneyExport({ vin, fromDate, toDate, journeys, complete, totalElements, loadRoutes }: Props) {
  const t = useT();
  const [status, setStatus] = useState('');
  const [gpxState, setGpxState] = useState<Gpx>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const base = `journeys-${vin}-${fromDate}-to-${toDate}`;
  const ready = journeys !== undefined;
  const empty = ready && journeys.length === 0;
  const busy = gpxState.state === 'busy';
  // A file cut at a read's bound says so, with how many of the range's journeys it holds.
  const saved = (file: string, count: number, read: { complete: boolean; totalElements: number }) =>
    read.complete
      ? t('journeys.export.saved', { count, file })
      : t('journeys.export.savedPartial', { count, total: read.totalElements, file });

  const csv = () => {
    if (!journeys) return;
    downloadText(`${base}.csv`, journeysToCsv(journeys, journeyCsvHeader(t)), 'text/csv;charset=utf-8');
    setStatus(saved(`${base}.csv`, journeys.length, { complete, totalElements }));
  };
  const gpx = async () => {
    const controller = new AbortController();
    running.current = controller;
    setGpxState({ state: 'busy' });
    setStatus('');
    try {
      const read = await loadRoutes(controller.signal);
      const text = journeysToGpx(
        read.journeys.map((journey) => ({ journey, points: routePoints(journey) })),
        { name: t('journeys.gpxName', { vin, from: fromDate, to: toDate }) },
      );
      downloadText(`${base}.gpx`, text, 'application/gpx+xml');
      setGpxState({ state: 'idle' });
      setStatus(saved(`${base}.gpx`, read.journeys.length, read));
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
