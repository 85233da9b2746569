import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFound() {
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
