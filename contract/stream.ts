import { Alert } from './alerts';
import { DiagnosticsBody } from './diagnostics';
import type { CategoryId } from './catalog';
import { EvBody } from './ev';
import { SignalsBody } from './signal';
import { isValidVin } from './vin';

/**
 * The MQTT stream (DESIGN §3): one topic per vehicle and category, `vehicles/{vin}/{category}`, whose payload is the
 * REST body of that category (`alerts`: one alert record per raise or clear). MQTT 3.1.1 over WebSocket at
 * `{base_url}` with the scheme `ws`/`wss` and this path, subprotocol `mqtt`.
 */
export const STREAM_PATH = '/mqtt';
export const STREAM_SUBPROTOCOL = 'mqtt';
export const STREAM_CATEGORIES = [
  'status',
  'location',
  'ev',
  'hv-battery',
  'alerts',
  'diagnostics',
] as const satisfies readonly CategoryId[];
export type StreamCategory = (typeof STREAM_CATEGORIES)[number];

/** The schema of each topic's payload: the same bodies as `GET /v1/vehicles/{vin}/…` (alerts: one record). */
export const STREAM_PAYLOADS = {
  status: SignalsBody,
  location: SignalsBody,
  ev: EvBody,
  'hv-battery': SignalsBody,
  alerts: Alert,
  diagnostics: DiagnosticsBody,
} as const satisfies Record<StreamCategory, unknown>;

export const streamTopic = (vin: string, category: StreamCategory) => `vehicles/${vin}/${category}`;

/** `vehicles/{vin}/#` (or `+`): every category of one car the caller may see. */
export const streamTopicAll = (vin: string) => `vehicles/${vin}/#`;

const isStreamCategory = (c: string | undefined): c is StreamCategory =>
  (STREAM_CATEGORIES as readonly string[]).includes(c ?? '');

/** A concrete topic, or undefined when it is not `vehicles/{valid VIN}/{stream category}`. */
export function parseStreamTopic(topic: string): { vin: string; category: StreamCategory } | undefined {
  const [root, vin, category, ...rest] = topic.split('/');
  if (root !== 'vehicles' || !vin || !isValidVin(vin) || rest.length || !isStreamCategory(category)) return undefined;
  return { vin, category };
}

/**
 * A subscription filter within one car: a concrete topic, or `vehicles/{vin}/#` or `vehicles/{vin}/+` (category
 * `'*'`). Anything else (wildcards across cars, `#`, other roots) is undefined: refused.
 */
export function parseStreamFilter(filter: string): { vin: string; category: StreamCategory | '*' } | undefined {
  const [root, vin, category, ...rest] = filter.split('/');
  if (root !== 'vehicles' || !vin || !isValidVin(vin) || rest.length) return undefined;
  if (category === '#' || category === '+') return { vin, category: '*' };
  return isStreamCategory(category) ? { vin, category } : undefined;
}
