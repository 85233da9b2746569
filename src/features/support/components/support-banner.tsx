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
  const categories = (ids: readonly string[]) =>
    ids.map((id) => t('catalog.category.name', { id: id.replaceAll('-', '_'), name: id })).join(', ');
  return (
    <section className="support-banner" aria-label={t('support.banner.label')}>
      <p className="support-banner__title">
        <strong>
          {t.rich('support.banner.case', { caseReference: grant.caseReference, bdi: (c) => <bdi>{c}</bdi> })}
        </strong>{' '}
        · <bdi>{model ?? t('vehicle.title')}</bdi> · {t('vehicle.vinLabel')} <span className="vin">{grant.vin}</span>
      </p>
      <dl className="support-banner__facts">
        <div>
          <dt>{t('support.banner.purpose')}</dt>
          <dd>{grant.purpose}</dd>
        </div>
        <div>
          <dt>{t('support.banner.access')}</dt>
          <dd>{t('support.banner.readOnly', { organisation })}</dd>
        </div>
        <div>
          <dt>{t('support.banner.shared')}</dt>
          <dd>{categories(grant.categories)}</dd>
        </div>
        {grant.notShared.length > 0 && (
          <div>
            <dt>{t('problem.grant.notShared')}</dt>
            <dd>{categories(grant.notShared)}</dd>
          </div>
        )}
        <div>
          <dt>{t('support.banner.ends')}</dt>
          <dd>
            <time dateTime={grant.expiresAt}>{formatDateTime(grant.expiresAt, clock, t.locale)}</time>
          </dd>
        </div>
      </dl>
      <p className="support-banner__actions">
        <Link to={paths.report(grant.vin)}>{t('support.report')}</Link>
      </p>
    </section>
  );
}
