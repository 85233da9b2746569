import { useMemo } from 'react';
import { Section } from '../../../components/section';
import { formatDuration } from '../../../utils/time';
import { busiest } from '../../../utils/trends';
import { TableAlternative } from './table-alternative';
import { TrendChart } from './trend-chart';

type Props = { hours: readonly number[]; weekdays: readonly number[]; locale?: string };
type Slot = { key: string; label: string; hours: number };

const weekdayNames = (locale?: string) =>
  Array.from({ length: 7 }, (_, k) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + k)),
  );

/** When the car is driven: driving time per hour of the day and per weekday, the busiest named in words. */
export function BusiestTimes({ hours, weekdays, locale }: Props) {
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
    { title: 'Driving time by hour of day', rows: hourRows, what: 'Hour' },
    { title: 'Driving time by weekday', rows: dayRows, what: 'Weekday' },
  ];
  return (
    <>
      <p>
        {top
          ? `Busiest hour: ${hourRows[top.hour]!.label}–${String((top.hour + 1) % 24).padStart(2, '0')}:00. Busiest day: ${days[top.weekday]}.`
          : 'No driving in this period.'}
      </p>
      {charts.map((c) => (
        <Section key={c.title} title={c.title} level={3}>
          <TrendChart
            label={c.title}
            rows={c.rows}
            series={[
              { key: 'hours', name: 'Driving time (h)', unit: 'h', type: 'bar', color: 'var(--accent)', digits: 1 },
            ]}
            height={220}
          />
          <TableAlternative
            caption={c.title}
            rows={c.rows}
            rowKey={(r) => r.key}
            columns={[
              { header: c.what, cell: (r) => r.label },
              { header: 'Driving time', numeric: true, cell: (r) => formatDuration(r.hours * 3600) },
            ]}
          />
        </Section>
      ))}
    </>
  );
}
