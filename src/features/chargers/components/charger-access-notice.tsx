import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';

type Reason = 'scope' | 'staff' | 'none' | 'not-found';

/** Why there is no charger to show: the scope was not granted, staff, none on the account, or not this account's. */
export function ChargerAccessNotice({ reason, back }: { reason: Reason; back?: string }) {
  const t = useT();
  return (
    <div className="charger-notice" role="status">
      <h2>{t('chargers.notice.title', { reason })}</h2>
      <p>{t('chargers.notice.body', { reason })}</p>
      {back && <Link to={back}>{t('chargers.all')}</Link>}
    </div>
  );
}
