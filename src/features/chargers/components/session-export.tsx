import { useState } from 'react';
import type { ChargerSession } from '../../../../contract/chargers';
import { downloadText } from '../../../utils/download';
import { sessionsToCsv } from '../sessions';

type Props = { chargerId: string; fromMonth: string; toMonth: string; sessions: readonly ChargerSession[] | undefined };

/** Downloads every session of the range as CSV. */
export function SessionExport({ chargerId, fromMonth, toMonth, sessions }: Props) {
  const [status, setStatus] = useState('');
  const name = `charging-sessions-${chargerId}-${fromMonth}-to-${toMonth}.csv`;
  const ready = sessions !== undefined;
  const empty = ready && sessions.length === 0;
  const save = () => {
    if (!sessions) return;
    downloadText(name, sessionsToCsv(sessions), 'text/csv;charset=utf-8');
    setStatus(`Saved ${sessions.length} sessions as ${name}`);
  };
  return (
    <div className="journey-export">
      <button type="button" className="button" onClick={save} disabled={!ready || empty}>
        Export CSV
      </button>
      <span className="muted" role="status">
        {!ready ? 'Preparing the export…' : empty ? 'Nothing to export in this range.' : status}
      </span>
    </div>
  );
}
