import { useId } from 'react';
import { UNIT_LABELS, type Units } from '../../../utils/units';
import { setUnits, useUnits } from '../../../stores/units-preference';

type Field = keyof Units;
const FIELDS: { field: Field; label: string }[] = [
  { field: 'distance', label: 'Distance' },
  { field: 'pressure', label: 'Tyre pressure' },
  { field: 'temperature', label: 'Temperature' },
  { field: 'clock', label: 'Clock' },
];

/** The units menu's panel: one select per quantity. */
export default function UnitsPanel() {
  const units = useUnits();
  const id = useId();
  return (
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
  );
}
