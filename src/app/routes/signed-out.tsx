import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

export function Component() {
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t('signedOut.title')}</h1>
      <p role="status">{t('signedOut.detail')}</p>
      <p>
        <Link to="/sign-in">{t('signedOut.again')}</Link>
      </p>
    </div>
  );
}
