import 'leaflet/dist/leaflet.css';
import './map.css';
import { Fragment, useEffect, useMemo, useState } from 'react';
import L from 'leaflet';
import {
  Circle,
  CircleMarker,
  MapContainer,
  Marker,
  Polyline,
  ScaleControl,
  TileLayer,
  Tooltip,
  useMap,
} from 'react-leaflet';
import { getConfig } from '../../config/runtime';
import { useUnits } from '../../stores/units-preference';
import { boundsOf, type LatLng } from '../../utils/geo';
import { MAP_ROUTE_POINTS, simplifyForScreen } from '../../utils/polyline-simplify';
import { canvasRenderer } from './canvas-renderer';
import { ROUTE_COLORS, type MapPosition, type VehicleMapProps } from './types';
import { useT } from '../../lib/i18n';

const DEFAULT_CENTER: LatLng = [51.1657, 10.4515];

/** Path styles made once: react-leaflet restyles (and the canvas redraws) a path whenever its `pathOptions` object changes. */
const ROUTE_STYLES = ROUTE_COLORS.map((color) => ({ color, weight: 4, opacity: 0.85 }));
const START_STYLE = { color: '#ffffff', weight: 2, fillColor: '#1b6e3a', fillOpacity: 1 };
const END_STYLE = { color: '#ffffff', weight: 2, fillColor: '#b3261e', fillOpacity: 1 };
const ACCURACY_STYLE = { color: '#0b5cad', weight: 1, fillOpacity: 0.15 };

/** Simplified routes by their point array and limit, so toggling one route does not re-simplify the others. */
const simplified = new WeakMap<readonly LatLng[], { max: number; points: LatLng[] }>();
function simplifiedRoute(points: readonly LatLng[], max: number): LatLng[] {
  const hit = simplified.get(points);
  if (hit && hit.max === max) return hit.points;
  const out = simplifyForScreen(points, max);
  simplified.set(points, { max, points: out });
  return out;
}

function arrowIcon(heading: number | undefined) {
  const body =
    heading === undefined
      ? '<circle cx="16" cy="16" r="8" fill="#0b5cad" stroke="#fff" stroke-width="3"/>'
      : `<g transform="rotate(${heading.toFixed(1)} 16 16)"><path d="M16 3 L26 27 L16 21 L6 27 Z" fill="#0b5cad" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/></g>`;
  return L.divIcon({
    className: 'vehicle-marker',
    html: `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">${body}</svg>`,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
  });
}

/** Fits the view to the routes and the position whenever they change. */
function FitBounds({ paths, position }: { paths: readonly (readonly LatLng[])[]; position?: MapPosition }) {
  const map = useMap();
  const lat = position?.latitude,
    lon = position?.longitude,
    accuracy = position?.accuracy;
  useEffect(() => {
    const extra: LatLng[] = [];
    if (lat !== undefined && lon !== undefined) {
      const p = L.latLng(lat, lon);
      if (accuracy && accuracy > 0) {
        const b = p.toBounds(accuracy * 2);
        extra.push([b.getSouth(), b.getWest()], [b.getNorth(), b.getEast()]);
      } else extra.push([p.lat, p.lng]);
    }
    const b = boundsOf([...paths, extra]);
    if (!b) return;
    if (b.south === b.north && b.west === b.east) map.setView([b.south, b.west], 16, { animate: false });
    else
      map.fitBounds(
        [
          [b.south, b.west],
          [b.north, b.east],
        ],
        { padding: [24, 24], maxZoom: 17, animate: false },
      );
  }, [map, paths, lat, lon, accuracy]);
  return null;
}

/** The vehicle map: tiles when there are any, routes with start and end markers, and the car with heading and accuracy. */
export default function VehicleMap({
  label,
  position,
  routes = [],
  height = '24rem',
  thumbnail = false,
  tileUrl,
  tileAttribution,
  maxRoutePoints = MAP_ROUTE_POINTS,
}: VehicleMapProps) {
  const t = useT();
  const config = useMemo(() => {
    try {
      return getConfig();
    } catch {
      return undefined;
    }
  }, []);
  const { distance } = useUnits();
  const tiles = tileUrl ?? config?.tileUrl ?? '';
  const attribution = tileAttribution ?? config?.tileAttribution ?? '';
  const drawn = useMemo(
    () =>
      routes
        .map((r) => ({ ...r, points: simplifiedRoute(r.points, maxRoutePoints) }))
        .filter((r) => r.points.length > 0),
    [routes, maxRoutePoints],
  );
  const paths = useMemo(() => drawn.map((r) => r.points), [drawn]);
  const icon = useMemo(() => arrowIcon(position?.heading), [position?.heading]);
  const [renderer] = useState(canvasRenderer);
  const center: LatLng = position ? [position.latitude, position.longitude] : (paths[0]?.[0] ?? DEFAULT_CENTER);

  return (
    <div
      className={`vehicle-map${thumbnail ? ' vehicle-map--thumbnail' : ''}`}
      style={{ height }}
      role="region"
      aria-label={label}
      data-routes={drawn.length}
      data-points={drawn.reduce((n, r) => n + r.points.length, 0)}
    >
      <MapContainer
        center={center}
        zoom={13}
        renderer={renderer}
        zoomControl={!thumbnail}
        dragging={!thumbnail}
        scrollWheelZoom={false}
        doubleClickZoom={!thumbnail}
        touchZoom={!thumbnail}
        keyboard={!thumbnail}
        attributionControl
        style={{ height: '100%', width: '100%' }}
      >
        {tiles && <TileLayer url={tiles} attribution={attribution} />}
        {!thumbnail && (
          <ScaleControl key={distance} position="bottomleft" metric={distance === 'km'} imperial={distance === 'mi'} />
        )}
        {drawn.map((route, i) => {
          const first = route.points[0]!;
          const last = route.points.at(-1)!;
          return (
            <Fragment key={route.id}>
              <Polyline positions={route.points as LatLng[]} pathOptions={ROUTE_STYLES[i % ROUTE_STYLES.length]}>
                {route.label && <Tooltip sticky>{route.label}</Tooltip>}
              </Polyline>
              <CircleMarker center={first} radius={6} pathOptions={START_STYLE}>
                <Tooltip>{t('map.start', { label: route.label ?? 'none' })}</Tooltip>
              </CircleMarker>
              <CircleMarker center={last} radius={6} pathOptions={END_STYLE}>
                <Tooltip>{t('map.end', { label: route.label ?? 'none' })}</Tooltip>
              </CircleMarker>
            </Fragment>
          );
        })}
        {position && position.accuracy !== undefined && position.accuracy > 0 && (
          <Circle
            center={[position.latitude, position.longitude]}
            radius={position.accuracy}
            interactive={false}
            pathOptions={ACCURACY_STYLE}
          />
        )}
        {position && (
          <Marker position={[position.latitude, position.longitude]} icon={icon} interactive={false} keyboard={false} />
        )}
        <FitBounds paths={paths} position={position} />
      </MapContainer>
    </div>
  );
}
