import './support-access.css';
import { memo } from 'react';
import type { OwnerSupportGrant } from '../../../../contract/support';
import { Icon } from '../../../components/icon';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime } from '../../../utils/time';
import { useT } from '../../../lib/i18n';

type Props = { grants: OwnerSupportGrant[] };

/** On the owner's overview: which support organisation can see the car now, for which case, what it sees, until when. */
export const SupportAccess = memo(function SupportAccess({ grants }: Props) {
  const t = useT();
  const { clock } = useUnits();
  const categories = (ids: readonly string[]) =>
    ids.map((id) => t('catalog.category.name', { id: id.replaceAll('-', '_'), name: id })).join(', ');
  if (grants.length === 0) return <p>{t('support.access.none')}</p>;
  return (
    <ul className="support-access" aria-label={t('support.access.label')}>
      {grants.map((g) => (
        <li key={`${g.organisation} ${g.caseReference}`}>
          <p>
            <Icon name="unlock" />{' '}
            {t.rich('support.access.grant', {
              organisation: g.organisation,
              caseReference: g.caseReference,
              purpose: g.purpose,
              until: formatDateTime(g.expiresAt, clock, t.locale),
              strong: (c) => (
                <strong>
                  <bdi>{c}</bdi>
                </strong>
              ),
              bdi: (c) => <bdi>{c}</bdi>,
              time: (c) => <time dateTime={g.expiresAt}>{c}</time>,
            })}
          </p>
          <dl className="support-access__facts">
            <div>
              <dt>{t('support.access.shared')}</dt>
              <dd>{categories(g.categories)}</dd>
            </div>
            {g.notShared.length > 0 && (
              <div>
                <dt>{t('support.access.notShared')}</dt>
                <dd>{categories(g.notShared)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
});
