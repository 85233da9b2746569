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

export async function loader({ request }: LoaderFunctionArgs) {
  if (!staffOf(await requireSession(request))) throw redirect(paths.garage);
  void queryClient.prefetchQuery(healthQueryOptions());
  return null;
}

export function Component() {
  useDocumentTitle('Session details');
  const session = useSession();
  const health = useHealth();
  const rate = useRateLimit();
  const requests = useRequestLog();
  const staff = staffOf(session);

  const items: SessionDetail[] = [
    {
      label: 'Service health',
      value: health.data
        ? `${health.data.status} (checked ${new Date(health.dataUpdatedAt).toISOString()})`
        : health.isError
          ? `unreachable: ${health.error.message}`
          : 'checking…',
    },
    { label: 'Agent', value: staff ? `${staff.agentId}, ${staff.organisation}` : 'not a support agent' },
    { label: 'Scopes', value: session?.scope.join(' ') || 'none' },
    {
      label: 'Token expiry',
      value: session ? new Date(session.accessTokenExpiresAt).toISOString() : 'signed out',
    },
    { label: 'DPoP key thumbprint', value: session?.keyThumbprint ?? 'none' },
    {
      label: 'Rate limit',
      value: rate
        ? `${rate.remaining ?? '?'} of ${rate.limit ?? '?'} left, resets in ${rate.resetSeconds ?? '?'} s${rate.retryAfterSeconds !== undefined ? `, retry after ${rate.retryAfterSeconds} s` : ''} (read ${new Date(rate.observedAt).toISOString()})`
        : 'no response yet',
    },
  ];
  return (
    <div className="page">
      <h1>Session details</h1>
      <p>For the service's operators: copy an item, or all of it, into the case.</p>
      <Section title="This session">
        <SessionDetailsPanel items={items} requests={requests} />
      </Section>
    </div>
  );
}
