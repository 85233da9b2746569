import { isApiError } from '../../../lib/api/api-error';

type Props = { what: string; error: unknown };

/** A 403 on location or journeys: not a fault, the owner has not shared this. Says which consent is missing. */
export function ConsentNotice({ what, error }: Props) {
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
