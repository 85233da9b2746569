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
function part<T, R = T>(q: UseQueryResult<T>, pick: (d: T) => R = (d) => d as unknown as R): Part<R> {
  if (q.data !== undefined) return { data: pick(q.data), retrievedAt: new Date(q.dataUpdatedAt).toISOString() };
  if (consentReason(q.error) === 'not-shared') {
    const category = (q.error as { category?: string }).category;
    return { missing: `Not shared by the customer: ${category ?? 'this category'}.` };
  }
  if (errorStatus(q.error) === 404) return { missing: 'This car has no such data.' };
  return { missing: `Not available: ${q.error instanceof Error ? q.error.message : 'no answer'}.` };
}

export function Component() {
  const { vin, staff, asksEv: hasEv } = useVehicleView();
  useDocumentTitle('Case report');
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

  const noEv = { missing: 'This car has no EV data.' } as const;
  const report = buildCaseReport({
    grant: grant.data,
    agent: staff,
    vehicle: part(vehicle),
    status: part(status),
    alerts: part(alerts, (p) => p.content),
    troubleCodes: part(diagnostics, (d) => d.troubleCodes),
    ev: hasEv ? part(ev) : noEv,
    battery: hasEv ? part(battery) : noEv,
    generatedAt: new Date(),
  });
  const download = () =>
    downloadText(
      `case-report-${grant.data.caseReference}-${vin}.md`,
      reportToMarkdown(report),
      'text/markdown;charset=utf-8',
    );
  return (
    <div className="page">
      <CaseReportView report={report} onDownload={download} />
    </div>
  );
}
