import './vehicle-switcher.css';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';

export type SwitcherOption = { vin: string; label: string };

type Props = { options: SwitcherOption[]; current?: string; onSelect: (vin: string) => void };

/** A select of the user's cars; choosing one keeps the section the user is looking at. */
export function VehicleSwitcher({ options, current, onSelect }: Props) {
  const t = useT();
  const id = useId();
  if (options.length === 0) return null;
  const value = current && options.some((o) => o.vin === current) ? current : '';
  return (
    <div className="vehicle-switcher">
      <label htmlFor={id}>{t('vehicles.switcher')}</label>
      <select id={id} value={value} onChange={(e) => e.target.value && onSelect(e.target.value)}>
        {value === '' && <option value="">{t('vehicles.switcher.choose')}</option>}
        {options.map((o) => (
          <option key={o.vin} value={o.vin}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
