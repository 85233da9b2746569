import './support-banner.css';
import { Link } from 'react-router';
import type { SupportGrantBody } from '../../../../contract/support';
import { paths } from '../../../config/paths';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime } from '../../../utils/time';
import { useT } from '../../../lib/i18n';

type Props = { grant: SupportGrantBody; model?: string; organisation: string };

/** On every view of a customer's car: whose car, which case, read-only, what the customer shares, until when. */
export function SupportBanner({ grant, model, organisation }: Props) {
  const t = useT();
  const { clock } = useUnits();
  return (
    <section className="support-banner" aria-label="Support case">
      <p className="support-banner__title">
        <strong>
          Support case <bdi>{grant.caseReference}</bdi>
        </strong>{' '}
        · <bdi>{model ?? 'Vehicle'}</bdi> · VIN <span className="vin">{grant.vin}</span>
      </p>
      <dl className="support-banner__facts">
        <div>
          <dt>Purpose</dt>
          <dd>{grant.purpose}</dd>
        </div>
        <div>
          <dt>Access</dt>
          <dd>Read-only, for {organisation}</dd>
        </div>
        <div>
          <dt>Shared by the customer</dt>
          <dd>{grant.categories.join(', ')}</dd>
        </div>
        {grant.notShared.length > 0 && (
          <div>
            <dt>Not shared by the customer</dt>
            <dd>{grant.notShared.join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>Grant ends</dt>
          <dd>
            <time dateTime={grant.expiresAt}>{formatDateTime(grant.expiresAt, clock, t.locale)}</time>
          </dd>
        </div>
      </dl>
      <p className="support-banner__actions">
        <Link to={paths.report(grant.vin)}>Case report</Link>
      </p>
    </section>
  );
}
