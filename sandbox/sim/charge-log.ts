import type { ChargeRecord } from './manual-state';
import { chargedKWh } from './natural-state';
import { dayOf } from './plan';
import type { Override } from './state';
import type { Timeline } from './timeline';

/**
 * Every charging session of a car that started in [from, t], oldest first: the natural timeline's up to the first
 * scenario, then the scenarios' (`manual`, which carries on a natural session running at that moment, by its id).
 * Energy and end are what the car's own EV body says of the same session at t.
 */
export function chargeLog(
  tl: Timeline,
  override: Override | undefined,
  manual: ChargeRecord[],
  from: number,
  t: number,
): ChargeRecord[] {
  const naturalUntil = override && t >= override.since ? override.since : t;
  const byId = new Map<string, ChargeRecord>();
  for (let d = dayOf(from); d <= dayOf(naturalUntil); d++) {
    const session = tl.day(d).session;
    if (!session || session.start < from || session.start > naturalUntil) continue;
    const end = session.end ?? t;
    byId.set(session.id, {
      session,
      energyKWh: chargedKWh(session, session.start, Math.min(t, end)),
      targetPercent: tl.p.chargeLimit ?? 100,
      endedAt: session.end !== null && session.end <= t ? session.end : null,
    });
  }
  for (const r of manual) if (r.session.start >= from && r.session.start <= t) byId.set(r.session.id, r);
  return [...byId.values()].sort((a, b) => a.session.start - b.session.start);
}
