/**
 * Quiet hours: between `from` and `to` (local "HH:MM", crossing midnight when `from` is later) events go to the
 * in-app list only, without a system notification.
 */
export type QuietHours = { on: boolean; from: string; to: string };

const minutesOf = (hhmm: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return undefined;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h < 24 && m < 60 ? h * 60 + m : undefined;
};

export function isQuiet(quiet: QuietHours, now: number): boolean {
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (!quiet.on || from === undefined || to === undefined || from === to) return false;
  const date = new Date(now);
  const minute = date.getHours() * 60 + date.getMinutes();
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}
