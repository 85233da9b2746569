import type { FastifyInstance } from 'fastify';
import { CATEGORY_IDS, type Category, type CategoryId } from '../../../contract';
import { DATA_ENDPOINTS, DATA_SCOPE } from '../../../contract/endpoints';

const ABOUT: Record<CategoryId, { name: string; description: string }> = {
  vehicle: { name: 'Vehicle', description: 'Identification, powertrain, exterior colour and capabilities.' },
  status: {
    name: 'Status',
    description: 'Real-time status: tyre pressures, doors, windows, locks, fuel and charge level.',
  },
  alerts: {
    name: 'Alerts',
    description: 'Alert records with severity, active flag and the signal values that raised them.',
  },
  journeys: {
    name: 'Journeys',
    description: 'Journey history with distance, duration, speed, energy or fuel and route.',
  },
  location: { name: 'Location', description: 'Current position, heading and speed.' },
  ev: { name: 'EV', description: 'Charging status, state of charge, range and the current or last charging session.' },
  'hv-battery': {
    name: 'High-voltage battery',
    description: 'Cell voltages, cell temperatures, state of health and charge cycle count.',
  },
  diagnostics: {
    name: 'Diagnostics',
    description: 'Diagnostic trouble codes (SAE J2012) with status, occurrences and the freeze frame of each.',
  },
};

/** The metadata catalog (SPEC §4.3): each consent category, the scope it needs and the endpoints in it. */
export const CATEGORIES: Category[] = CATEGORY_IDS.map((id) => ({
  id,
  ...ABOUT[id],
  scope: DATA_SCOPE,
  endpoints: DATA_ENDPOINTS.filter((e) => e.category === id).map((e) => e.path),
}));

export const registerCategories = (app: FastifyInstance) =>
  app.get('/v1/categories', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return CATEGORIES;
  });
