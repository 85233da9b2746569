import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { LazyProblemAlert } from '../../components/lazy-problem-alert';
import { paths } from '../../config/paths';

/** A route's loader or render threw: say so inside the page, keep the shell. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page">
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      {!notFound && <LazyProblemAlert error={error} onRetry={() => window.location.reload()} />}
      <p>
        <Link to={paths.garage}>Go to your garage</Link>
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
