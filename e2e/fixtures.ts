import { test as base, expect } from '@playwright/test';

/** A 1×1 transparent PNG: map tiles from the web do not load here, so every tile request is answered locally. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );
    await use(page);
  },
});

export { expect };
