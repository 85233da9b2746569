/** Serialises `fn` under `name` across every tab of this origin (Web Locks); one tab's queue where the API is missing. */
const localQueues = new Map<string, Promise<unknown>>();

export function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) return locks.request(name, fn) as Promise<T>;
  const previous = localQueues.get(name) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  localQueues.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
