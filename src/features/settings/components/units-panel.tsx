import { useId } from 'react';
import type { Units } from '../../../utils/units';
import { setUnits, useUnits } from '../../../stores/units-preference';
import { useT } from '../../../lib/i18n';

type Field = keyof Units;
/** Each quantity's choices (their words: `settings.units.field` and `settings.units.choice`). */
const CHOICES: { [F in Field]: Units[F][] } = {
  distance: ['km', 'mi'],
  pressure: ['kPa', 'bar', 'psi'],
  temperature: ['C', 'F'],
  clock: ['24h', '12h'],
};

/** The units menu's panel: one select per quantity. */
export default function UnitsPanel() {
  const t = useT();
  const units = useUnits();
  const id = useId();
  return (
    <div className="units-settings__panel" role="group" aria-label={t('settings.units.group')}>
      {(Object.entries(CHOICES) as [Field, string[]][]).map(([field, choices]) => (
        <div className="field" key={field}>
          <label htmlFor={`${id}-${field}`}>{t('settings.units.field', { field })}</label>
          <select
            id={`${id}-${field}`}
            value={units[field]}
            onChange={(e) => setUnits({ [field]: e.target.value } as Partial<Units>)}
          >
            {choices.map((value) => (
              <option key={value} value={value}>
                {t('settings.units.choice', { value })}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
