import { lazy, Suspense } from 'react';
import type { VehicleMapProps } from './types';
import { useT } from '../../lib/i18n';

export type { MapPosition, MapRoute, VehicleMapProps } from './types';

const LazyMap = lazy(() => import('./vehicle-map'));

/**
 * The vehicle map (Leaflet), loaded on first use so the map code and its CSS stay out of the first bundle.
 * The space is reserved while it loads. Usable as an Overview thumbnail with `thumbnail` and a small `height`.
 */
export function VehicleMap(props: VehicleMapProps) {
  const t = useT();
  const height = props.height ?? '24rem';
  return (
    <Suspense
      fallback={
        <div
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
      }
    >
      <LazyMap {...props} />
    </Suspense>
  );
}
