import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { QueryState, Skeleton } from '../../components/query-state';
import { Section } from '../../components/section';
import { queryClient } from '../../lib/query-client';
import { diagnosticsQueryOptions, useDiagnostics } from '../../features/diagnostics/api/get-diagnostics';
import { TroubleCodeGroups } from '../../features/diagnostics/components/trouble-code-groups';
import { counts } from '../../features/diagnostics/model';
import { useVehicleView, vehicleLoader } from '../vehicle-view';
import { useT } from '../../lib/i18n';

export const loader = vehicleLoader(
  ({ vin }) => {
    void queryClient.prefetchQuery(diagnosticsQueryOptions(vin));
  },
  { startsEveryQuery: true },
);

/** The car's trouble codes by system; a code raised on the stream appears without a reload (live cache). */
export function Component() {
  const t = useT();
  const { vin } = useVehicleView();
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
      <Section title={t('diagnostics.title')}>
        <QueryState
          query={diagnostics}
          what={t('section.diagnostics')}
          loading={<Skeleton lines={8} minHeight="16rem" />}
        >
          {(body) => (
            <>
              <p className="muted" aria-live="polite">
                {t('diagnostics.count', { count: body.troubleCodes.length, ...counts(body.troubleCodes) })}
              </p>
              <TroubleCodeGroups codes={body.troubleCodes} />
            </>
          )}
        </QueryState>
      </Section>
    </div>
  );
}
