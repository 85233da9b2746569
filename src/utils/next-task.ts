/**
 * A new task (issue 18: on a phone no step is one long task with the next): `scheduler.yield()` where the browser has
 * it, else a message to itself (a timer would wait a second in a background tab).
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
};
