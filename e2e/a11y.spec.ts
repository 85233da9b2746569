import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn, VIN } from './support/sign-in';
import { seriousIssues } from './support/axe';

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
];

test('axe finds no serious or critical issue on any view, in light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await seriousIssues(page), 'sign-in').toEqual([]);

  await signIn(page, 'owner@example.com');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const view of VIEWS) {
      await page.goto(view.path);
      await view.ready(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousIssues(page), `${view.path} (${scheme})`).toEqual([]);
    }
  }
});
