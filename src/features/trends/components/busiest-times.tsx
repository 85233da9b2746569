import { useMemo } from 'react';
import { Section } from '../../../components/section';
import { formatDuration } from '../../../utils/time';
import { busiest } from '../../../utils/trends';
import { TableAlternative } from './table-alternative';
import { TrendChart } from './trend-chart';
import { useT } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../utils/intl';

type Props = { hours: readonly number[]; weekdays: readonly number[] };
type Slot = { key: string; label: string; hours: number };

const weekdayNames = (locale?: string) =>
  Array.from({ length: 7 }, (_, k) =>
    dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + k)),
  );

/** When the car is driven: driving time per hour of the day and per weekday, the busiest named in words. */
export function BusiestTimes({ hours, weekdays }: Props) {
  const t = useT();
  const locale = t.locale;
  const days = weekdayNames(locale);
  const top = busiest({ hours: [...hours], weekdays: [...weekdays] });
  // Stable rows: a chart draws again (in its turn) only when they change.
  const hourRows = useMemo(
    (): Slot[] => hours.map((s, h) => ({ key: String(h), label: `${String(h).padStart(2, '0')}:00`, hours: s / 3600 })),
    [hours],
  );
  const dayRows = useMemo(
    (): Slot[] => weekdays.map((s, d) => ({ key: String(d), label: days[d]!, hours: s / 3600 })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change only with the locale
    [weekdays, locale],
  );
  const charts = [
    { title: t('trends.byHour'), rows: hourRows, what: t('trends.hour') },
    { title: t('trends.byWeekday'), rows: dayRows, what: t('trends.weekday') },
  ];
  return (
    <>
      <p>
        {top
          ? t('trends.busiest', {
              hour: `${hourRows[top.hour]!.label}–${String((top.hour + 1) % 24).padStart(2, '0')}:00`,
              day: days[top.weekday],
            })
          : t('trends.noDriving')}
      </p>
      {charts.map((c) => (
        <Section key={c.title} title={c.title} level={3}>
          <TrendChart
            label={c.title}
            rows={c.rows}
            series={[
              {
                key: 'hours',
                name: t('trends.drivingTimeHours'),
                unit: 'h',
                type: 'bar',
                color: 'var(--accent)',
                digits: 1,
              },
            ]}
            height={220}
          />
          <TableAlternative
            caption={c.title}
            rows={c.rows}
            rowKey={(r) => r.key}
            columns={[
              { header: c.what, cell: (r) => r.label },
              {
                header: t('trends.figure', { figure: 'duration' }),
                numeric: true,
                cell: (r) => formatDuration(r.hours * 3600, locale),
              },
            ]}
          />
        </Section>
      ))}
    </>
  );
}
