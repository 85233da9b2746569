import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * `npm run bench:trends`: the trends benchmark on its worker's own servers (ephemeral ports, as the e2e tests), the
 * sandbox keeping five years of journeys (`SANDBOX_HISTORY_DAYS=1830`); builds the dashboard unless E2E_PREBUILT.
 */
export default defineConfig<object, { sandboxEnv: Record<string, string> }>({
  ...base,
  globalSetup: '../global-setup.ts',
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 600_000,
  reporter: [['list']],
  // No trace: its DOM snapshots run on the page's main thread, and their tasks would count as the page's.
  use: { ...base.use, trace: 'off', sandboxEnv: { SANDBOX_HISTORY_DAYS: '1830' } },
});
