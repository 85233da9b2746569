import { useSyncExternalStore } from 'react';

/** How often ages ("3 min ago") move on: the clock's resolution. */
export const TICK_MS = 30_000;

/** One shared clock ticking every 30 s, so ages ("3 min ago") stay current without a timer per value. */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Ticks 30 s after the clock's last reading (the clock keeps its phase when it stops and starts again). */
function schedule() {
  timer = setTimeout(
    () => {
      now = Date.now();
      schedule();
      for (const l of listeners) l();
    },
    Math.max(0, now + TICK_MS - Date.now()),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    // Only a reading older than a tick is renewed here: the values that mounted with it render once more. A reading
    // changed on every first subscription would render every value of a page twice (React renders a component again,
    // at once, when its store changed between its render and its subscription).
    if (Date.now() - now >= TICK_MS) now = Date.now();
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
