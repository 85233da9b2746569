import { useMemo } from 'react';
import { useFormat } from '../../lib/i18n/format';
import { useUnits } from '../../stores/units-preference';
import { formatDuration } from '../../utils/time';
import { formatQuantity } from '../../utils/units';

/** The report's figures in the user's language and units: distances in km or mi, energy, fuel, money, times. */
export function useReportFormat() {
  const f = useFormat();
  const units = useUnits();
  return useMemo(() => {
    const fixed = (n: number, digits: number) =>
      f.number(n, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return {
      ...f,
      distanceUnit: units.distance,
      /** As the journeys view writes it (the precision follows the size). */
      distance: (metres: number, digits?: number) => formatQuantity(metres, 'm', 'distance', units, f.locale, digits),
      duration: (seconds: number) => formatDuration(seconds, f.locale),
      kWh: (n: number) => `${fixed(n, 1)} kWh`,
      litres: (n: number) => f.unit(n, 'liter', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      rate: (value: number, unit: string) => `${fixed(value, 1)} ${unit}`,
      money: (n: number, currency: string) => f.number(n, { style: 'currency', currency }),
    };
  }, [f, units]);
}
export type ReportFormat = ReturnType<typeof useReportFormat>;
