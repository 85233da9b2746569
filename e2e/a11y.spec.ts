import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seriousIssues } from './support/axe';
import { signIn, VIN } from './support/sign-in';
import { HISTORY_VIEWS } from './support/views';

const VIEWS: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/vehicles',
    ready: (p) => expect(p.getByRole('list', { name: 'Vehicles' }).getByRole('link').first()).toBeVisible(),
  },
  { path: '/catalog', ready: (p) => expect(p.getByRole('table', { name: 'Signal categories' })).toBeVisible() },
  {
    path: `/vehicles/${VIN.evSedan}`,
    ready: async (p) => {
      await expect(p.getByRole('region', { name: 'Charging' }).getByText('State of charge')).toBeVisible();
      await expect(p.getByRole('list', { name: 'Active support grants' })).toBeVisible();
    },
  },
  {
    path: `/vehicles/${VIN.evSedan}/status`,
    ready: (p) => expect(p.getByRole('list', { name: 'Tyres' })).toBeVisible(),
  },
  {
    path: `/vehicles/${VIN.evSedan}/alerts`,
    ready: (p) => expect(p.getByRole('navigation', { name: 'Pages of alerts' })).toBeVisible(),
  },
  {
    path: `/vehicles/${VIN.evSedan}/journeys`,
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: `/vehicles/${VIN.evSedan}/location`,
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  { path: `/vehicles/${VIN.evSedan}/ev`, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    path: `/vehicles/${VIN.evSedan}/battery`,
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  ...HISTORY_VIEWS.map((view) => ({
    path: view.path.replace(':vin', VIN.evSedan),
    ready: (p: Page) => expect(p.getByRole('heading', { name: view.ready, exact: true }).first()).toBeVisible(),
  })),
];

test('axe finds no serious or critical issue on the sign-in page', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await seriousIssues(page)).toEqual([]);
});

// One test per view and colour scheme: axe on a large view takes seconds, and the views spread over the workers.
for (const scheme of ['light', 'dark'] as const) {
  for (const view of VIEWS) {
    test(`axe finds no serious or critical issue on ${view.path} (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, 'owner@example.com', view.path);
      await view.ready(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousIssues(page)).toEqual([]);
    });
  }
}
