import { Link, redirect, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { VinInput } from '../../components/vin-input';
import { paths } from '../../config/paths';
import { requireSession, staffOf, useSession } from '../../lib/auth';
import { loadRecentCases, useRecentCases } from '../../stores/support-cases';
import { useUnits } from '../../stores/units-preference';
import { formatDateTime } from '../../utils/time';
import { useT } from '../../lib/i18n';

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = staffOf(await requireSession(request));
  if (!staff) throw redirect(paths.garage);
  await loadRecentCases(staff.agentId);
  return null;
}

export function Component() {
  const t = useT();
  useDocumentTitle(t('header.nav.customerLookup'));
  const navigate = useNavigate();
  const staff = staffOf(useSession());
  const recent = useRecentCases();
  const { clock } = useUnits();

  return (
    <div className="page">
      <h1>{t('header.nav.customerLookup')}</h1>
      {staff && (
        <p>
          {t.rich('support.lookup.intro', {
            agent: staff.agentId,
            organisation: staff.organisation,
            code: (c) => <code>{c}</code>,
          })}
        </p>
      )}
      <Section title={t('support.lookup.title')}>
        <VinInput submitLabel={t('support.lookup.submit')} onAdd={(vin) => navigate(paths.vehicle(vin))} />
      </Section>
      <Section title={t('support.recent')}>
        {recent.length === 0 ? (
          <p>{t('support.recent.none')}</p>
        ) : (
          <ul aria-label={t('support.recent')}>
            {recent.map((c) => (
              <li key={c.vin}>
                <Link to={paths.vehicle(c.vin)}>
                  {c.caseReference ?? t('support.case')} · {c.label ?? t('vehicle.title')} ·{' '}
                  {t('vehicle.vin', { vin: c.vin })}
                </Link>{' '}
                <span className="field__hint">
                  {t('support.opened')} <time dateTime={c.openedAt}>{formatDateTime(c.openedAt, clock, t.locale)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
