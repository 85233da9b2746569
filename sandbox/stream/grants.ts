import { STREAM_CATEGORIES, type StreamCategory } from '../../contract';
import type { Access } from '../access';
import type { Caller } from '../api/dpop/authenticate';
import { authorize } from '../api/dpop/authorize';
import { ApiError } from '../api/errors';
import { fleetVehicle } from '../fleet';

export type Granted = Extract<Access, { kind: 'granted' }>;

const streams = (vin: string) => !!fleetVehicle(vin)?.capabilities.includes('live-data-streaming');

/**
 * What the caller may receive of one car's category right now: the REST decision (scope, then consent through
 * `accessTo`, DESIGN §3), on a car with `live-data-streaming`. Undefined when refused. Asked at SUBSCRIBE, on every
 * delivery and by the periodic sweep, so a withdrawn consent takes effect on the next message.
 */
export function streamAccess(caller: Caller, vin: string, category: StreamCategory): Granted | undefined {
  if (!streams(vin)) return undefined;
  try {
    return authorize(caller, vin, category);
  } catch (err) {
    if (err instanceof ApiError) return undefined;
    throw err;
  }
}

/** A subscription filter within one car stays allowed while at least one of the categories it names is. */
export const filterAllowed = (caller: Caller, f: { vin: string; category: StreamCategory | '*' }) =>
  (f.category === '*' ? STREAM_CATEGORIES : [f.category]).some((c) => streamAccess(caller, f.vin, c));
