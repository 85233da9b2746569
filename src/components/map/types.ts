import type { LatLng } from '../../utils/geo';

export type MapRoute = { id: string; points: readonly LatLng[]; label?: string };
export type MapPosition = { latitude: number; longitude: number; heading?: number; accuracy?: number };

export type VehicleMapProps = {
  /** Accessible name of the map region, e.g. "Map of 12 journeys". */
  label: string;
  position?: MapPosition;
  routes?: readonly MapRoute[];
  /** CSS height; the space is reserved before the map loads. */
  height?: string;
  /** A thumbnail: no zoom controls, dragging or keyboard. */
  thumbnail?: boolean;
  /** Tile source; defaults to the runtime config. An empty URL draws on a plain background. */
  tileUrl?: string;
  tileAttribution?: string;
  /** Longest route drawn, in points, after Douglas–Peucker simplification. */
  maxRoutePoints?: number;
};

/** Route colours that read on light and dark tiles and on the plain background. */
export const ROUTE_COLORS = ['#0b5cad', '#b3261e', '#1b6e3a', '#8a3ffc', '#c25e00', '#007d79', '#9f1853', '#5c6b00'];
