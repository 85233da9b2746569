import { test as base, expect } from '@playwright/test';
import { takeAllReports } from './support/csp-reports';
import { startWorkerServers, type WorkerServers } from './support/servers';

/** A 1×1 transparent PNG: map tiles from the web do not load here, so every tile request is answered locally. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type WorkerFixtures = {
  /** More settings for this worker's sandbox (`test.use({ sandboxEnv: { … } })` or a config's `use`). */
  sandboxEnv: Record<string, string>;
  /** This worker's own sandbox and dashboard (see support/servers.ts). */
  servers: WorkerServers;
  /** The data API of this worker's sandbox, e.g. `${apiUrl}/control/scenarios`. */
  apiUrl: string;
  /** The authorization server of this worker's sandbox, e.g. `${authUrl}/account`. */
  authUrl: string;
  /** This worker's dashboard (also `baseURL`: `page.goto('/vehicles')` goes there). */
  dashboardUrl: string;
  /** This worker's MQTT broker (`ws://…/mqtt`). */
  mqttUrl: string;
};

type TestFixtures = {
  /** After every test: no CSP report is left in the sandbox (tests that violate it on purpose take theirs). */
  noCspReports: void;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sandboxEnv: [{}, { scope: 'worker', option: true }],
  servers: [
    async ({ sandboxEnv }, use) => {
      const servers = await startWorkerServers(sandboxEnv);
      await use(servers);
      // A report that arrived after its test's own check.
      const late = await takeAllReports(servers.apiUrl);
      await servers.close();
      if (late.length) throw new Error(`CSP violations reported late: ${late.map((r) => r.blockedUrl).join(', ')}`);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  apiUrl: [async ({ servers }, use) => use(servers.apiUrl), { scope: 'worker' }],
  authUrl: [async ({ servers }, use) => use(servers.authUrl), { scope: 'worker' }],
  dashboardUrl: [async ({ servers }, use) => use(servers.dashboardUrl), { scope: 'worker' }],
  mqttUrl: [async ({ servers }, use) => use(servers.mqttUrl), { scope: 'worker' }],
  baseURL: async ({ servers }, use) => use(servers.dashboardUrl),
  page: async ({ page }, use) => {
    await page.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );
    await use(page);
  },
  noCspReports: [
    async ({ apiUrl }, use) => {
      await use();
      const left = await takeAllReports(apiUrl);
      expect(
        left.map((r) => `${r.effectiveDirective} ${r.blockedUrl} on ${r.documentUrl} (${r.count}×)`),
        'CSP violations reported during this test',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
