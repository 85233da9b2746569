import { useState } from 'react';
import type { Journey } from '../../../../contract';
import { journeysToCsv, journeysToGpx } from '../../../utils/export';
import { downloadText } from '../../../utils/download';
import { routePoints } from '../route-points';

type Props = {
  vin: string;
  fromDate: string;
  toDate: string;
  journeys: readonly Journey[] | undefined;
  complete: boolean;
};

/** Downloads every journey of the range as CSV (figures) or GPX 1.1 (tracks with times). */
export function JourneyExport({ vin, fromDate, toDate, journeys, complete }: Props) {
  const [status, setStatus] = useState('');
  const base = `journeys-${vin}-${fromDate}-to-${toDate}`;
  const ready = journeys !== undefined;
  const empty = ready && journeys.length === 0;

  const csv = () => {
    if (!journeys) return;
    downloadText(`${base}.csv`, journeysToCsv(journeys), 'text/csv;charset=utf-8');
    setStatus(`Saved ${journeys.length} journeys as ${base}.csv`);
  };
  const gpx = () => {
    if (!journeys) return;
    const text = journeysToGpx(
      journeys.map((journey) => ({ journey, points: routePoints(journey) })),
      { name: `Journeys of ${vin}, ${fromDate} to ${toDate}` },
    );
    downloadText(`${base}.gpx`, text, 'application/gpx+xml');
    setStatus(`Saved ${journeys.length} journeys as ${base}.gpx`);
  };

  return (
    <div className="journey-export">
      <button type="button" className="button" onClick={csv} disabled={!ready || empty}>
        Export CSV
      </button>
      <button type="button" className="button" onClick={gpx} disabled={!ready || empty}>
        Export GPX
      </button>
      <span className="muted" role="status">
        {!ready
          ? 'Preparing the export…'
          : empty
            ? 'Nothing to export in this range.'
            : status || (complete ? '' : 'The export holds the first 10,000 journeys of the range.')}
      </span>
    </div>
  );
}
