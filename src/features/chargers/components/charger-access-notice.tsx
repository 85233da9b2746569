import { Link } from 'react-router';

type Reason = 'scope' | 'staff' | 'none' | 'not-found';

const TEXT: Record<Reason, { title: string; body: string }> = {
  scope: {
    title: 'Charger data was not granted',
    body: 'This sign-in did not allow the dashboard to read charger data (scope charger:read). Sign out and sign in again, allowing charger data, to see your home charger.',
  },
  staff: {
    title: 'Chargers are their owners’ own',
    body: 'Support access covers a customer’s car, never their charger.',
  },
  none: {
    title: 'No charger on this account',
    body: 'A home or depot charger linked to your account appears here, with its connectors, meter and charging sessions.',
  },
  'not-found': {
    title: 'No such charger on this account',
    body: 'The charger may belong to another account, or the link is wrong.',
  },
};

/** Why there is no charger to show: the scope was not granted, staff, none on the account, or not this account's. */
export function ChargerAccessNotice({ reason, back }: { reason: Reason; back?: string }) {
  const { title, body } = TEXT[reason];
  return (
    <div className="charger-notice" role="status">
      <h2>{title}</h2>
      <p>{body}</p>
      {back && <Link to={back}>All chargers</Link>}
    </div>
  );
}
