import './units-settings.css';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n';

// The selects load after the first render (the panel is closed): units and their labels stay off the first route.
const UnitsPanel = lazy(() => import('./units-panel'));

/** The units menu in the header: a disclosure with one select per quantity. */
export function UnitsSettings() {
  const t = useT();
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
      <Suspense fallback={null}>
        <UnitsPanel />
      </Suspense>
    </details>
  );
}
