import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { VehicleMapProps } from './types';
import { useT } from '../../lib/i18n';

export type { MapPosition, MapRoute, VehicleMapProps } from './types';

const LazyMap = lazy(() => import('./vehicle-map'));

/**
 * True once the element comes near the viewport. Leaflet's setup is one of the longest tasks on opening a page, so a
 * thumbnail below the fold (the overview's, on a phone) loads only when it scrolls into view. Without
 * IntersectionObserver: at once.
 */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The vehicle map (Leaflet), loaded on first use so the map code and its CSS stay out of the first bundle.
 * The space is reserved while it loads. Usable as an Overview thumbnail with `thumbnail` and a small `height`; a
 * thumbnail loads when it comes near the viewport.
 */
export function VehicleMap(props: VehicleMapProps) {
  const t = useT();
  const height = props.height ?? '24rem';
  const { ref, near } = useNearViewport(props.thumbnail === true);
  const placeholder = (
    <div
      ref={ref}
      style={{
        height,
        display: 'grid',
        placeItems: 'center',
        background: 'var(--surface-2)',
        borderRadius: 'var(--radius)',
        color: 'var(--text-muted)',
      }}
      role="status"
    >
      {t('map.loading')}
    </div>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyMap {...props} />
    </Suspense>
  );
}
