import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../components/use-document-title';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <Link to={paths.garage}>Go to your garage</Link>
      </p>
    </div>
  );
}
