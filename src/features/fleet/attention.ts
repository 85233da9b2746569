import type { CarGlance } from './glance';

/**
 * Attention first (issue 17): a car with a critical alert, an open door at night or a tyre losing pressure comes
 * before the others, then a car with active trouble codes, each with the reasons in words. Pure: the clock and the
 * night's hours come in.
 */
export type AttentionReason =
  | { kind: 'critical-alert'; count: number }
  | { kind: 'door-open-at-night'; doors: number }
  | { kind: 'tyre-losing-pressure'; tyres: number }
  | { kind: 'trouble-codes'; count: number };

/** Night, in the user's local time: from 22:00 to 06:00. */
export const NIGHT = { fromHour: 22, toHour: 6 } as const;

export function isNight(now: number, night: { fromHour: number; toHour: number } = NIGHT): boolean {
  const hour = new Date(now).getHours();
  return night.fromHour > night.toHour
    ? hour >= night.fromHour || hour < night.toHour
    : hour >= night.fromHour && hour < night.toHour;
}

const WEIGHT: Record<AttentionReason['kind'], number> = {
  'critical-alert': 100,
  'tyre-losing-pressure': 10,
  'door-open-at-night': 10,
  'trouble-codes': 1,
};

export function attentionReasons(car: CarGlance, now: number): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  const alerts = car.alerts.value;
  if (alerts?.worst === 'critical') reasons.push({ kind: 'critical-alert', count: alerts.count });
  const doors = (car.open.value ?? []).filter((p) => p.kind === 'door').length;
  if (doors > 0 && isNight(now)) reasons.push({ kind: 'door-open-at-night', doors });
  const tyres = car.tyres.value?.length ?? 0;
  if (tyres > 0) reasons.push({ kind: 'tyre-losing-pressure', tyres });
  if (car.troubleCodes) reasons.push({ kind: 'trouble-codes', count: car.troubleCodes });
  return reasons;
}

export type Ranked<T> = { item: T; reasons: AttentionReason[]; score: number };

/**
 * Cars needing attention first (by the weight of their reasons), the rest after; otherwise the order the cars came in
 * (the garage's own order), so the list never shuffles while nothing changes.
 */
export function byAttention<T>(items: readonly T[], reasonsOf: (item: T) => AttentionReason[]): Ranked<T>[] {
  return items
    .map((item, index) => {
      const reasons = reasonsOf(item);
      return { item, reasons, score: reasons.reduce((sum, r) => sum + WEIGHT[r.kind], 0), index };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item, reasons, score }) => ({ item, reasons, score }));
}
