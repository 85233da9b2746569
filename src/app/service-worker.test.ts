import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

describe('registerServiceWorker', () => {
  it("registers the built /sw.js for the whole origin, at once (the start's idle step chooses the moment)", () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    registerServiceWorker();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('reports a refused registration (a private window, vite dev without /sw.js) as a warning, never an unhandled rejection', async () => {
    const refused = new DOMException('Failed to register a ServiceWorker: the script was not found', 'SecurityError');
    // A plain function: a vi.fn() follows the promise it returns (its settled results), which would handle the rejection.
    const register = () => Promise.reject(refused);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(() => registerServiceWorker()).not.toThrow();
      // Node reports an unhandled rejection once the microtasks have run, before the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).toEqual([]);
      expect(warn).toHaveBeenCalledExactlyOnceWith(refused);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      warn.mockRestore();
    }
  });

  it('registers nothing in a browser without service workers', () => {
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => registerServiceWorker()).not.toThrow();
  });
});
