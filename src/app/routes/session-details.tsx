import { redirect, type LoaderFunctionArgs } from 'react-router';
import { Section } from '../../components/section';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { requireSession, staffOf, useSession } from '../../lib/auth';
import { useRateLimit } from '../../lib/api/rate-limit-headers';
import { useRequestLog } from '../../lib/api/request-log';
import { queryClient } from '../../lib/query-client';
import { healthQueryOptions, useHealth } from '../../features/catalog/api/get-health';
import { SessionDetailsPanel, type SessionDetail } from '../../features/support/components/session-details-panel';
import { useT } from '../../lib/i18n';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!staffOf(await requireSession(request))) throw redirect(paths.garage);
  void queryClient.prefetchQuery(healthQueryOptions());
  return null;
}

export function Component() {
  const t = useT();
  useDocumentTitle(t('header.nav.sessionDetails'));
  const session = useSession();
  const health = useHealth();
  const rate = useRateLimit();
  const requests = useRequestLog();
  const staff = staffOf(session);

  const items: SessionDetail[] = [
    {
      label: t('session.health'),
      value: health.data
        ? `${health.data.status} (checked ${new Date(health.dataUpdatedAt).toISOString()})`
        : health.isError
          ? `unreachable: ${health.error.message}`
          : 'checking…',
    },
    { label: t('session.agent'), value: staff ? `${staff.agentId}, ${staff.organisation}` : 'not a support agent' },
    { label: t('session.scopes'), value: session?.scope.join(' ') || 'none' },
    {
      label: t('session.tokenExpiry'),
      value: session ? new Date(session.accessTokenExpiresAt).toISOString() : 'signed out',
    },
    { label: t('session.thumbprint'), value: session?.keyThumbprint ?? 'none' },
    {
      label: t('session.rateLimit'),
      value: rate
        ? `${rate.remaining ?? '?'} of ${rate.limit ?? '?'} left, resets in ${rate.resetSeconds ?? '?'} s${rate.retryAfterSeconds !== undefined ? `, retry after ${rate.retryAfterSeconds} s` : ''} (read ${new Date(rate.observedAt).toISOString()})`
        : 'no response yet',
    },
  ];
  return (
    <div className="page">
      <h1>{t('header.nav.sessionDetails')}</h1>
      <p>{t('session.intro')}</p>
      <Section title={t('session.this')}>
        <SessionDetailsPanel items={items} requests={requests} />
      </Section>
    </div>
  );
}
