import { defineConfig } from '@playwright/test';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:5173',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx sandbox/server.ts',
      url: 'http://localhost:4000/health',
      env: { SANDBOX_CONTROL: '1', SANDBOX_RATE_LIMIT: '2000' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // `npm test` builds (and checks the size budget) first; a bare `npx playwright test` builds here.
      command: process.env.E2E_PREBUILT ? 'npx vite preview' : 'npx vite build --logLevel warn && npx vite preview',
      url: 'http://localhost:5173',
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
