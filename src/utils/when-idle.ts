/**
 * Runs `task` once the browser has a moment with nothing to do (after the frames and input of the moment), at the
 * latest after `timeoutMs`; returns a cancel. Without `requestIdleCallback` (Safari), a timer of `fallbackMs`.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs = 100): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(fallbackMs, timeoutMs));
  return () => clearTimeout(id);
}
