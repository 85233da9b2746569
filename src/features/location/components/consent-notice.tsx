import { ProblemAlert } from '../../../components/problem-alert';
import { consentReason, isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/auth/session';
import { isStaff } from '../../../lib/auth/staff';

type Props = { what: string; error: unknown };

/** A 403 on location or journeys: not a fault, the owner has not shared this. Says which consent is missing. */
export function ConsentNotice({ what, error }: Props) {
  const staff = isStaff(useSession());
  // A support grant's answer ("not shared by the customer", no grant): said where every problem is rendered.
  // An owner's own withheld location is not a support grant's answer, whatever reason the problem carries.
  if (consentReason(error) && staff) return <ProblemAlert error={error} />;
  const detail = isApiError(error) ? error.detail : undefined;
  return (
    <div className="consent-notice" role="status">
      <p>
        <strong>{what} is not shared with you.</strong>
      </p>
      <p>{detail ?? 'The vehicle owner has not given consent for this data.'}</p>
      <p className="muted">The owner can allow it in their consent settings; then it shows here.</p>
    </div>
  );
}
