import { useState } from 'react';
import type { ChargerSession } from '../../../../contract/chargers';
import { downloadText } from '../../../utils/download';
import { sessionCsvHeader, sessionsToCsv } from '../sessions';
import { useT } from '../../../lib/i18n';

type Props = { chargerId: string; fromMonth: string; toMonth: string; sessions: readonly ChargerSession[] | undefined };

/** Downloads every session of the range as CSV. */
export function SessionExport({ chargerId, fromMonth, toMonth, sessions }: Props) {
  const t = useT();
  const [status, setStatus] = useState('');
  const name = `charging-sessions-${chargerId}-${fromMonth}-to-${toMonth}.csv`;
  const ready = sessions !== undefined;
  const empty = ready && sessions.length === 0;
  const save = () => {
    if (!sessions) return;
    downloadText(name, sessionsToCsv(sessions, sessionCsvHeader(t)), 'text/csv;charset=utf-8');
    setStatus(t('chargers.export.saved', { count: sessions.length, file: name }));
  };
  return (
    <div className="journey-export">
      <button type="button" className="button" onClick={save} disabled={!ready || empty}>
        {t('export.csv')}
      </button>
      <span className="muted" role="status">
        {!ready ? t('export.preparing') : empty ? t('export.empty') : status}
      </span>
    </div>
  );
}
