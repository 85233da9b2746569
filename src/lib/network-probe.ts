import { onlineManager } from '@tanstack/react-query';
import { getConfig } from '../config/runtime';
import { sleep } from '../utils/sleep';

/** The longest wait between two checks of a service that could not be reached. */
const PROBE_MAX_MS = 5000;

let probing: Promise<void> | undefined;

/** True when the service answers at all: any status means the network carries requests to it. */
async function serviceAnswers(): Promise<boolean> {
  try {
    const res = await fetch(`${getConfig().apiBaseUrl.replace(/\/+$/, '')}/health`, { cache: 'no-store' });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * A request got no answer at all. `navigator.onLine` may still say online (an app opened in flight mode before the
 * browser noticed, a network without a route out), so ask the service itself: no answer either means offline (queries
 * pause, the notice shows, health reads unknown) until an answer comes, checked with backoff up to PROBE_MAX_MS.
 */
export function reportNetworkFailure(answers: () => Promise<boolean> = serviceAnswers): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.onLine) return Promise.resolve();
  probing ??= (async () => {
    for (let attempt = 0; !(await answers()); attempt++) {
      onlineManager.setOnline(false);
      await sleep(Math.min(500 * 2 ** attempt, PROBE_MAX_MS));
    }
    onlineManager.setOnline(navigator.onLine);
  })().finally(() => (probing = undefined));
  return probing;
}
