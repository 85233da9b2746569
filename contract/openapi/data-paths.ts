import { DIAGNOSTICS_EXAMPLE } from '../diagnostics-example';
import { DATA_ENDPOINTS, DATA_SCOPE } from '../endpoints';
import { openApiParameters } from '../query/openapi';
import { ok, vehicleGet, type Json } from './refs';

const BODY_SCHEMA: Record<string, string> = {
  vehicle: 'Vehicle',
  status: 'SignalsBody',
  location: 'SignalsBody',
  'hv-battery': 'SignalsBody',
  ev: 'EvBody',
  alerts: 'AlertPage',
  journeys: 'JourneyPage',
  diagnostics: 'DiagnosticsBody',
};

/** Answers shown as examples (where the contract has one). */
const EXAMPLES: Record<string, unknown> = { diagnostics: DIAGNOSTICS_EXAMPLE };

const operationId = (path: string) =>
  'get' +
  path
    .replace('/v1/vehicles/{vin}', 'Vehicle')
    .split(/[/-]/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');

/** One GET per vehicle-data endpoint of the contract's endpoint table. */
export function dataPaths() {
  const out: Record<string, Record<string, Json>> = {};
  for (const e of DATA_ENDPOINTS) {
    out[e.path] = {
      get: vehicleGet({
        operationId: operationId(e.path),
        tags: ['vehicle data'],
        summary: e.summary,
        description: `Consent category \`${e.category}\`. Needs scope \`${DATA_SCOPE}\`, a DPoP-bound access token and a fresh DPoP proof with \`ath\`.`,
        parameters: openApiParameters(e.query),
        ok: ok(e.summary, BODY_SCHEMA[e.category]!, EXAMPLES[e.category]),
      }),
    };
  }
  return out;
}
