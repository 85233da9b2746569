import './no-ev-data.css';
import { useT } from '../../../lib/i18n';
/** A car without `ev-charging` (the service answers 404): nothing is wrong, there is just nothing to show. */
export function NoEvData({ what = 'ev' }: { what?: 'ev' | 'battery' }) {
  const t = useT();
  return (
    <div className="no-ev-data" role="status">
      <p>
        <strong>{t('ev.none', { what })}</strong>
      </p>
      <p className="muted">{t('ev.none.detail')}</p>
    </div>
  );
}
