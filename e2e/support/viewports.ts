import type { Locator } from '@playwright/test';

/** The phone and desktop every layout is checked at. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The value of a `<dt>` in a stats list. */
export const stat = async (list: Locator, label: string) =>
  (await list.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent())!.trim();
