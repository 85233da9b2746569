import { useEffect } from 'react';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { requireSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { diagnosticsQueryOptions, useDiagnostics } from '../../features/diagnostics/api/get-diagnostics';
import { TroubleCodeGroups } from '../../features/diagnostics/components/trouble-code-groups';
import { countText } from '../../features/diagnostics/model';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  void queryClient.prefetchQuery(diagnosticsQueryOptions(params.vin!));
  return null;
}

const NO_CONSENT = (
  <p role="status" className="consent-notice">
    <strong>No diagnostics consent</strong>: the owner has not allowed access to this car’s trouble codes, so they are
    not shown here.
  </p>
);

/** The car's trouble codes by system; a code raised on the stream appears without a reload (live cache). */
export function Component() {
  const vin = useParams().vin!;
  const { hash } = useLocation();
  const diagnostics = useDiagnostics(vin);
  const loaded = diagnostics.isSuccess;

  // A link to one code (from an alert) jumps to it once the codes are there.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#dtc-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [loaded, hash]);

  return (
    <div className="page">
      <Section title="Trouble codes">
        <QueryState
          query={diagnostics}
          loading={<Skeleton lines={8} minHeight="16rem" />}
          onStatus={{ 403: NO_CONSENT }}
        >
          {(body) => (
            <>
              <p className="muted" aria-live="polite">
                {body.troubleCodes.length} {body.troubleCodes.length === 1 ? 'code' : 'codes'}:{' '}
                {countText(body.troubleCodes)}
              </p>
              <TroubleCodeGroups codes={body.troubleCodes} />
            </>
          )}
        </QueryState>
      </Section>
    </div>
  );
}
