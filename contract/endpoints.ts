import { ALERTS_QUERY, DIAGNOSTICS_QUERY, JOURNEYS_QUERY } from './list-queries';
import type { CategoryId } from './catalog';
import { NO_QUERY, type QueryDescription } from './query/describe';

/** Every data endpoint of SPEC §4.1, the consent category it belongs to, and the query it takes. */
export const DATA_ENDPOINTS = [
  { path: '/v1/vehicles/{vin}', category: 'vehicle', summary: 'Vehicle details and capabilities', query: NO_QUERY },
  { path: '/v1/vehicles/{vin}/status', category: 'status', summary: 'Real-time status', query: NO_QUERY },
  { path: '/v1/vehicles/{vin}/alerts', category: 'alerts', summary: 'Alerts', query: ALERTS_QUERY },
  { path: '/v1/vehicles/{vin}/journeys', category: 'journeys', summary: 'Journey history', query: JOURNEYS_QUERY },
  { path: '/v1/vehicles/{vin}/location', category: 'location', summary: 'Current location', query: NO_QUERY },
  { path: '/v1/vehicles/{vin}/ev', category: 'ev', summary: 'EV data', query: NO_QUERY },
  {
    path: '/v1/vehicles/{vin}/ev/hv-battery',
    category: 'hv-battery',
    summary: 'High-voltage battery telemetry',
    query: NO_QUERY,
  },
  {
    path: '/v1/vehicles/{vin}/diagnostics',
    category: 'diagnostics',
    summary: 'Diagnostic trouble codes',
    query: DIAGNOSTICS_QUERY,
  },
] as const satisfies readonly { path: string; category: CategoryId; summary: string; query: QueryDescription }[];

/** The scope every data endpoint needs. */
export const DATA_SCOPE = 'vehicle:read';
