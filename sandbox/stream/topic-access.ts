import { STREAM_CATEGORIES, type StreamCategory } from '../../contract/stream';
import { recordSupportRequest, type Access } from '../permissions';
import { ProblemError, relationTo, requireDataScope, type Caller } from '../api/seam';
import { fleetVehicle } from '../fleet';
import type { SupportStores } from '../support';

export type Granted = Extract<Access, { kind: 'granted' }>;

const streams = (vin: string) => !!fleetVehicle(vin)?.capabilities.includes('live-data-streaming');

/** The caller's relation to a car as REST decides it (scope, then consent and support grants), without recording. */
function relation(caller: Caller, vin: string, support: SupportStores): Granted | undefined {
  try {
    requireDataScope(caller);
    return relationTo(caller, vin, support);
  } catch (err) {
    if (err instanceof ProblemError) return undefined;
    throw err;
  }
}

/**
 * What the caller may receive of one car's category right now: the REST decision (through `accessTo`, DESIGN §3),
 * on a car with `live-data-streaming`. Undefined when refused. Asked at SUBSCRIBE, on every delivery and by the
 * sweep, so a revoked or expired grant or a withdrawn consent takes effect on the next message.
 */
export function streamAccess(
  caller: Caller,
  vin: string,
  category: StreamCategory,
  support: SupportStores,
): Granted | undefined {
  if (!streams(vin)) return undefined;
  const access = relation(caller, vin, support);
  return access?.categories.includes(category) ? access : undefined;
}

/** A subscription filter within one car stays allowed while at least one of the categories it names is. */
export const filterAllowed = (
  caller: Caller,
  f: { vin: string; category: StreamCategory | '*' },
  support: SupportStores,
) => (f.category === '*' ? STREAM_CATEGORIES : [f.category]).some((c) => streamAccess(caller, f.vin, c, support));

/**
 * The owner's access record as REST keeps it (DESIGN §3): each message a support agent receives is a `viewed`
 * request of its category, and a SUBSCRIBE to a category the grant does not share is a `refused` one.
 */
export function recordDelivery(support: SupportStores, access: Granted, category: StreamCategory): boolean {
  return recordSupportRequest(support.record, access, category);
}

export function recordRefusedSubscription(
  caller: Caller,
  vin: string,
  category: StreamCategory,
  support: SupportStores,
) {
  const access = streams(vin) ? relation(caller, vin, support) : undefined;
  if (access?.withheld[category]) recordSupportRequest(support.record, access, category);
}
