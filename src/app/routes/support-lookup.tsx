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
  useDocumentTitle('Customer lookup');
  const navigate = useNavigate();
  const staff = staffOf(useSession());
  const recent = useRecentCases();
  const { clock } = useUnits();

  return (
    <div className="page">
      <h1>Customer lookup</h1>
      {staff && (
        <p>
          Signed in as support agent <code>{staff.agentId}</code>, {staff.organisation}. You see a customer's car while
          its owner's support grant is active, read-only, and only what the customer shares.
        </p>
      )}
      <Section title="Look up a customer's car">
        <VinInput submitLabel="Look up" onAdd={(vin) => navigate(paths.vehicle(vin))} />
      </Section>
      <Section title="Recent cases">
        {recent.length === 0 ? (
          <p>No cases yet on this browser.</p>
        ) : (
          <ul aria-label="Recent cases">
            {recent.map((c) => (
              <li key={c.vin}>
                <Link to={paths.vehicle(c.vin)}>
                  {c.caseReference ?? 'Case'} · {c.label ?? 'Vehicle'} · VIN {c.vin}
                </Link>{' '}
                <span className="field__hint">
                  opened <time dateTime={c.openedAt}>{formatDateTime(c.openedAt, clock, t.locale)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
