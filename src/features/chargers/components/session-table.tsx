import type { ChargerSession } from '../../../../contract/chargers';
import { DataTable } from '../../../components/data-table';
import { useUnits } from '../../../stores/units-preference';
import { formatDateTime, formatDuration } from '../../../utils/time';
import { kWh } from './session-totals';
import { useT } from '../../../lib/i18n';
import { numberFormat } from '../../../utils/intl';

type Props = { sessions: readonly ChargerSession[]; carLabel: (vin: string) => string; caption: string };

/** One row per session: when, how long, which car on which connector, energy and highest power. */
export function SessionTable({ sessions, carLabel, caption }: Props) {
  const { clock } = useUnits();
  const t = useT();
  const { locale } = t;
  const time = (at: string) => <time dateTime={at}>{formatDateTime(at, clock, locale)}</time>;
  return (
    <DataTable
      caption={caption}
      className="charger-table"
      rows={sessions}
      rowKey={(s) => s.id}
      columns={[
        { header: t('journeys.start'), cell: (s) => time(s.startTime) },
        { header: t('chargers.end'), cell: (s) => (s.endTime ? time(s.endTime) : t('ev.charging')) },
        {
          header: t('ev.session.duration'),
          cell: (s) =>
            s.endTime ? formatDuration((Date.parse(s.endTime) - Date.parse(s.startTime)) / 1000, locale) : '—',
        },
        { header: t('chargers.car'), cell: (s) => (s.vin ? <bdi>{carLabel(s.vin)}</bdi> : t('chargers.unknownCar')) },
        { header: t('csv.sessions.connector'), cell: (s) => s.connectorId },
        { header: t('journeys.energy'), numeric: true, cell: (s) => kWh(s.energyKWh, locale) },
        {
          header: t('ev.session.maxPower'),
          numeric: true,
          cell: (s) => t('unit.kW', { value: numberFormat(locale).format(s.maxPowerKW) }),
        },
      ]}
    />
  );
}
