import './units-settings.css';
import { useEffect, useId, useRef } from 'react';
import type { Units } from '../../../utils/units';
import { setUnits, useUnits } from '../../../stores/units-preference';
import { useT, type MessageKey } from '../../../lib/i18n';

type Field = keyof Units;
/** Each quantity's label and its choices' labels. */
const FIELDS: { [F in Field]: [MessageKey, Record<Units[F], MessageKey>] } = {
  distance: ['settings.units.distance', { km: 'settings.units.km', mi: 'settings.units.mi' }],
  pressure: [
    'settings.units.pressure',
    { kPa: 'settings.units.kPa', bar: 'settings.units.bar', psi: 'settings.units.psi' },
  ],
  temperature: ['settings.units.temperature', { C: 'settings.units.C', F: 'settings.units.F' }],
  clock: ['settings.units.clock', { '24h': 'settings.units.24h', '12h': 'settings.units.12h' }],
};

/** The units menu in the header: a disclosure with one select per quantity. */
export function UnitsSettings() {
  const t = useT();
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
      <summary>{t('settings.units')}</summary>
      <div className="units-settings__panel" role="group" aria-label={t('settings.units.group')}>
        {(Object.entries(FIELDS) as [Field, [MessageKey, Record<string, MessageKey>]][]).map(
          ([field, [label, choices]]) => (
            <div className="field" key={field}>
              <label htmlFor={`${id}-${field}`}>{t(label)}</label>
              <select
                id={`${id}-${field}`}
                value={units[field]}
                onChange={(e) => setUnits({ [field]: e.target.value } as Partial<Units>)}
              >
                {Object.entries(choices).map(([value, text]) => (
                  <option key={value} value={value}>
                    {t(text)}
                  </option>
                ))}
              </select>
            </div>
          ),
        )}
      </div>
    </details>
  );
}
