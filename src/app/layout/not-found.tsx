import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../lib/i18n';

export function NotFound() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.detail')}</p>
      <p>
        <Link to={paths.garage}>{t('notFound.toGarage')}</Link>
      </p>
    </div>
  );
}
