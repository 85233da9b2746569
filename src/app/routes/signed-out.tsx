import { Link } from 'react-router';

export function Component() {
  return (
    <div className="page page--narrow">
      <h1>Signed out</h1>
      <p role="status">
        You have signed out. Your tokens, your sign-in key and the vehicle data kept in this browser were removed.
      </p>
      <p>
        <Link to="/sign-in">Sign in again</Link>
      </p>
    </div>
  );
}
