import type { UseQueryResult } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { AlertQuery } from '../../../contract/list-queries';
import { ProblemAlert } from '../../components/problem-alert';
import { Skeleton, errorStatus } from '../../components/query-state';
import { paths } from '../../config/paths';
import { consentReason } from '../../lib/api/api-error';
import { queryClient } from '../../lib/query-client';
import { alertsQueryOptions, useAlerts } from '../../features/alerts/api/get-alerts';
import { hvBatteryQueryOptions, useHvBattery } from '../../features/battery/api/get-hv-battery';
import { diagnosticsQueryOptions, useDiagnostics } from '../../features/diagnostics/api/get-diagnostics';
import { evQueryOptions, useEv } from '../../features/ev/api/get-ev';
import { statusQueryOptions, useStatus } from '../../features/status/api/get-status';
import { useSupportGrant } from '../../features/support/api/get-support-grant';
import { CaseReportView } from '../../features/support/components/case-report-view';
import { buildCaseReport, reportToMarkdown, type Part } from '../../features/support/report';
import { useVehicle } from '../../features/vehicles/api/get-vehicle';
import { downloadText } from '../../utils/download';
import { useDocumentTitle } from '../../components/use-document-title';
import { useVehicleView, vehicleLoader } from '../vehicle-view';
import { useT, type T as Translate } from '../../lib/i18n';

const ACTIVE_ALERTS: AlertQuery = {
  active: true,
  page: 0,
  size: 100,
  sort: [{ field: 'raisedAt', direction: 'desc' }],
};

export const loader = vehicleLoader(({ vin, staff, asksEv }) => {
  if (!staff) throw redirect(paths.vehicle(vin));
  void queryClient.prefetchQuery(statusQueryOptions(vin));
  void queryClient.prefetchQuery(alertsQueryOptions(vin, ACTIVE_ALERTS));
  void queryClient.prefetchQuery(diagnosticsQueryOptions(vin));
  if (asksEv) {
    void queryClient.prefetchQuery(evQueryOptions(vin));
    void queryClient.prefetchQuery(hvBatteryQueryOptions(vin));
  }
});

/** A query as a report part: its data and when it arrived, or why it is missing. */
function part<T, R = T>(t: Translate, q: UseQueryResult<T>, pick: (d: T) => R = (d) => d as unknown as R): Part<R> {
  if (q.data !== undefined) return { data: pick(q.data), retrievedAt: new Date(q.dataUpdatedAt).toISOString() };
  if (consentReason(q.error) === 'not-shared') {
    const category = (q.error as { category?: string }).category;
    return { missing: t('report.notShared', { category: category ?? t('problem.grant.thisCategory') }) };
  }
  if (errorStatus(q.error) === 404) return { missing: t('report.noSuchData') };
  return {
    missing: t('report.notAvailable', { why: q.error instanceof Error ? q.error.message : t('report.noAnswer') }),
  };
}

export function Component() {
  const { vin, staff, asksEv: hasEv } = useVehicleView();
  const t = useT();
  useDocumentTitle(t('support.report'));
  const grant = useSupportGrant(vin);
  const vehicle = useVehicle(vin);
  const status = useStatus(vin);
  const alerts = useAlerts(vin, ACTIVE_ALERTS);
  const diagnostics = useDiagnostics(vin);
  const ev = useEv(vin, hasEv);
  const battery = useHvBattery(vin, hasEv);
  const evQueries = hasEv ? [ev, battery] : [];
  const pending = [grant, vehicle, status, alerts, diagnostics, ...evQueries].some((q) => q.isPending);

  if (grant.isError) return <ProblemAlert error={grant.error} onRetry={() => void grant.refetch()} />;
  if (!staff || pending || !grant.data) return <Skeleton lines={8} />;

  const noEv = { missing: t('ev.none', { what: 'ev' }) } as const;
  const report = buildCaseReport({
    t,
    grant: grant.data,
    agent: staff,
    vehicle: part(t, vehicle),
    status: part(t, status),
    alerts: part(t, alerts, (p) => p.content),
    troubleCodes: part(t, diagnostics, (d) => d.troubleCodes),
    ev: hasEv ? part(t, ev) : noEv,
    battery: hasEv ? part(t, battery) : noEv,
    generatedAt: new Date(),
  });
  const download = () =>
    downloadText(
      `case-report-${grant.data.caseReference}-${vin}.md`,
      reportToMarkdown(report, t),
      'text/markdown;charset=utf-8',
    );
  return (
    <div className="page">
      <CaseReportView report={report} onDownload={download} />
    </div>
  );
}
