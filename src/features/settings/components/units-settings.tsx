import './units-settings.css';
import { useEffect, useId, useRef } from 'react';
import { UNIT_LABELS, type Units } from '../../../utils/units';
import { setUnits, useUnits } from '../../../stores/units-preference';

type Field = keyof Units;
const FIELDS: { field: Field; label: string }[] = [
  { field: 'distance', label: 'Distance' },
  { field: 'pressure', label: 'Tyre pressure' },
  { field: 'temperature', label: 'Temperature' },
  { field: 'clock', label: 'Clock' },
];

/** The units menu in the header: a disclosure with one select per quantity. */
export function UnitsSettings() {
  const units = useUnits();
  const id = useId();
  const ref = useRef<HTMLDetailsElement>(null);
  // Behaves like a menu: Escape or a click elsewhere closes it.
  useEffect(() => {
    const close = (e: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (e instanceof KeyboardEvent && e.key === 'Escape') {
        el.open = false;
        el.querySelector('summary')?.focus();
      } else if (e instanceof MouseEvent && !el.contains(e.target as Node)) el.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);
  return (
    <details className="units-settings" ref={ref}>
      <summary>Units</summary>
      <div className="units-settings__panel" role="group" aria-label="Display units">
        {FIELDS.map(({ field, label }) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <select
              id={`${id}-${field}`}
              value={units[field]}
              onChange={(e) => setUnits({ [field]: e.target.value } as Partial<Units>)}
            >
              {Object.entries(UNIT_LABELS[field]).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </details>
  );
}
