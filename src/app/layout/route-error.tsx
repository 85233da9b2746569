import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { LazyProblemAlert } from '../../components/lazy-problem-alert';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';

/** A route's loader or render threw: say so inside the page, keep the shell. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page">
      <h1>{t(notFound ? 'notFound.title' : 'routeError.title')}</h1>
      {!notFound && <LazyProblemAlert error={error} onRetry={() => window.location.reload()} />}
      <p>
        <Link to={paths.garage}>{t('notFound.toGarage')}</Link>
      </p>
    </div>
  );
}

/** The root's boundary: the shell itself failed, so this stands alone with its own main landmark. */
export function RootError() {
  return (
    <main id="main" className="app-main">
      <RouteError />
    </main>
  );
}
