import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * `npm run bench:trends`: the trends benchmark against a sandbox that keeps five years of journeys
 * (`SANDBOX_HISTORY_DAYS=1830`). Same ports as the e2e tests: run it alone.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.bench.ts',
  timeout: 600_000,
  reporter: [['list']],
  webServer: [
    {
      command: 'npx tsx sandbox/server.ts',
      cwd: '../..',
      url: 'http://localhost:4000/health',
      env: { SANDBOX_CONTROL: '1', SANDBOX_RATE_LIMIT: '2000', SANDBOX_HISTORY_DAYS: '1830' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: process.env.E2E_PREBUILT ? 'npx vite preview' : 'npx vite build --logLevel warn && npx vite preview',
      cwd: '../..',
      url: 'http://localhost:5173',
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
