import type { Locator } from '@playwright/test';

/** The phone and desktop every layout is checked at. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The `<dd>` of a `<dt>` in a stats list, for web-first assertions (`toHaveText`) while the figures settle. */
export const statValue = (list: Locator, label: string) =>
  list.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

/** The value of a `<dt>` in a stats list, read once: assert first with `statValue` where it may still change. */
export const stat = async (list: Locator, label: string) => (await statValue(list, label).textContent())!.trim();
