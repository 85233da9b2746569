import { test, expect } from './fixtures';
import { signIn, VIN } from './support/sign-in';

/**
 * Animation frames run late, as in a busy or background tab (browsers throttle them there): a frame the map's canvas
 * requests is still pending when the next range or view replaces the map.
 */
function throttleAnimationFrames(delayMs: number) {
  const timers = new Map<number, number>();
  let next = 1;
  window.requestAnimationFrame = (callback) => {
    const id = next++;
    timers.set(
      id,
      window.setTimeout(() => {
        timers.delete(id);
        callback(performance.now());
      }, delayMs),
    );
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    window.clearTimeout(timers.get(id));
    timers.delete(id);
  };
}

/** Resolves after every frame requested so far has run (frames run in the order they were requested). */
const framesRun = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

test("the journeys map is replaced while its canvas has a redraw pending: no uncaught error (issue 10, the petrol car's journeys)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(throttleAnimationFrames, 400);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));

  await signIn(page, 'owner@example.com', `/vehicles/${VIN.petrol}/journeys`);
  const map = page.getByRole('region', { name: /^Map of \d+ selected journeys?$/ });
  await expect(map).not.toHaveAttribute('data-routes', /^(0)?$/);
  const before = await map.getAttribute('data-routes');

  // New routes and a new view in one commit, then another view before the canvas has drawn them.
  await page.getByRole('radio', { name: '30 days' }).check();
  await expect(map).not.toHaveAttribute('data-routes', before!);
  const tabs = page.getByRole('navigation', { name: 'Vehicle sections' });
  await tabs.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Active alerts' })).toBeVisible();
  await page.evaluate(framesRun);

  // Range after range, each replacing the last one's routes (or the whole map, for a range without journeys).
  await tabs.getByRole('link', { name: 'Journeys' }).click();
  await expect(map).not.toHaveAttribute('data-routes', /^(0)?$/);
  for (const range of ['Today', '90 days', '7 days', '30 days']) {
    const radio = page.getByRole('radio', { name: range });
    await radio.check();
    await expect(radio).toBeChecked();
  }
  await tabs.getByRole('link', { name: 'Location' }).click();
  await expect(page.getByRole('region', { name: 'Map of the vehicle’s position' })).toBeVisible();
  await page.evaluate(framesRun);

  expect(errors).toEqual([]);
});
