import './support-access.css';
import type { OwnerSupportGrant } from '../../../../contract/support';
import { Icon } from '../../../components/icon';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime } from '../../../utils/time';
import { useT } from '../../../lib/i18n';

type Props = { grants: OwnerSupportGrant[] };

/** On the owner's overview: which support organisation can see the car now, for which case, what it sees, until when. */
export function SupportAccess({ grants }: Props) {
  const t = useT();
  const { clock } = useUnits();
  if (grants.length === 0) return <p>No support access: support staff cannot see this car.</p>;
  return (
    <ul className="support-access" aria-label="Active support grants">
      {grants.map((g) => (
        <li key={`${g.organisation} ${g.caseReference}`}>
          <p>
            <Icon name="unlock" /> {g.organisation} can see this car for case <strong>{g.caseReference}</strong> (
            <bdi>{g.purpose}</bdi>) until{' '}
            <time dateTime={g.expiresAt}>{formatDateTime(g.expiresAt, clock, t.locale)}</time>.
          </p>
          <dl className="support-access__facts">
            <div>
              <dt>Shared</dt>
              <dd>{g.categories.join(', ')}</dd>
            </div>
            {g.notShared.length > 0 && (
              <div>
                <dt>Not shared</dt>
                <dd>{g.notShared.join(', ')}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
