import type { CategoryId } from './catalog';

/** Every data endpoint of SPEC §4.1, the consent category it belongs to, and the scope it needs. */
export const DATA_ENDPOINTS = [
  { path: '/v1/vehicles/{vin}', category: 'vehicle', summary: 'Vehicle details and capabilities' },
  { path: '/v1/vehicles/{vin}/status', category: 'status', summary: 'Real-time status' },
  { path: '/v1/vehicles/{vin}/alerts', category: 'alerts', summary: 'Alerts' },
  { path: '/v1/vehicles/{vin}/journeys', category: 'journeys', summary: 'Journey history' },
  { path: '/v1/vehicles/{vin}/location', category: 'location', summary: 'Current location' },
  { path: '/v1/vehicles/{vin}/ev', category: 'ev', summary: 'EV data' },
  { path: '/v1/vehicles/{vin}/ev/hv-battery', category: 'hv-battery', summary: 'High-voltage battery telemetry' },
] as const satisfies readonly { path: string; category: CategoryId; summary: string }[];

export const DATA_SCOPE = 'vehicle:read';
