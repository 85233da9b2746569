import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInContext, createContext } from 'node:vm';
import { build } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsInWorker, pwaOptions, withNotifications } from './service-worker';

type Listener = (event: unknown) => void;

/** Evaluates a built sw.js as a worker's classic script would run, in a global scope of its own. */
function startWorker(sw: string) {
  const listeners = new Map<string, Listener[]>();
  const imported: string[] = [];
  const shown: { title: string; options: { data: { url: string } } }[] = [];
  const scope: Record<string, unknown> = {
    URL,
    Request,
    Response,
    Headers,
    console,
    location: new URL('https://dashboard.example/sw.js'),
    registration: {
      scope: 'https://dashboard.example/',
      showNotification: async (title: string, options: { data: { url: string } }) =>
        void shown.push({ title, options }),
    },
    clients: { matchAll: async () => [], openWindow: async () => null, claim: async () => undefined },
    skipWaiting: async () => undefined,
    importScripts: (...urls: string[]) => void imported.push(...urls),
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  scope.self = scope;
  runInContext(sw, createContext(scope));
  return { scope, listeners, imported, shown };
}

describe('the built service worker', () => {
  let root: string;
  let sw: string;
  let html: string;
  beforeAll(async () => {
    // A page of its own, built with the dashboard's PWA options and plugins (the real build takes minutes).
    root = mkdtempSync(join(tmpdir(), 'vds-sw-'));
    mkdirSync(join(root, 'public'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><head></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(join(root, 'main.js'), 'document.body.append("up");\n');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [VitePWA(pwaOptions), notificationsInWorker()],
      build: { outDir: join(root, 'dist'), sourcemap: true },
    });
    sw = readFileSync(join(root, 'dist', 'sw.js'), 'utf8');
    html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is not registered by the page on load (the app registers it once its first page is up and idle)', () => {
    expect(html).not.toMatch(/registerSW|serviceWorker/);
    expect(existsSync(join(root, 'dist', 'registerSW.js'))).toBe(false);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('starts without loading a script synchronously, and keeps the precache, the config route and the notifications', async () => {
    const worker = startWorker(sw);
    expect(worker.imported).toEqual([]);
    expect([...worker.listeners.keys()]).toEqual(
      expect.arrayContaining(['install', 'activate', 'fetch', 'message', 'notificationclick']),
    );
    expect(sw).toContain('"runtime-config"');
    expect(sw).toMatch(/sourceMappingURL=sw\.js\.map\s*$/);
    // The notifications' functions are the worker's globals, as the e2e click (e2e/notifications.spec.ts) calls them.
    expect(typeof worker.scope.openView).toBe('function');
    const pending: Promise<unknown>[] = [];
    const event = { id: 'a1', title: 'Voltara Aero: Critical alert', body: 'HV', url: '/vehicles/V1/alerts' };
    for (const listener of worker.listeners.get('message')!)
      listener({ data: { type: 'vds-notify', event }, waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
    expect(worker.shown).toEqual([
      expect.objectContaining({
        title: 'Voltara Aero: Critical alert',
        options: expect.objectContaining({ data: { id: 'a1', url: '/vehicles/V1/alerts' } }),
      }),
    ]);
  });
});

describe('withNotifications', () => {
  it('adds the handlers before the source map comment, and refuses a worker that still imports scripts', () => {
    expect(withNotifications('run();\n//# sourceMappingURL=sw.js.map\n', 'handle();\n')).toBe(
      'run();\nhandle();\n//# sourceMappingURL=sw.js.map\n',
    );
    expect(() => withNotifications('importScripts("/workbox-1.js");run();', 'handle();')).toThrow(/synchronously/);
  });
});
