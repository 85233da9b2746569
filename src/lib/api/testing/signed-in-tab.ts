/** Helpers for the API client's tests: a signed-in tab against the fake AS and API, and scripted problem answers. */
import { z } from 'zod';
import { freshBrowser, openTab, signIn, type Tab } from '../../auth/testing/tabs';

export const Echo = z.object({ path: z.string(), query: z.string(), sub: z.string() });

const tabs: Tab[] = [];

/** A fresh browser with one tab signed in, waits shortened; its sign-in requests are forgotten. */
export async function signedInTab(options: Parameters<typeof freshBrowser>[0] = {}) {
  const browser = freshBrowser(options);
  const tab = await openTab();
  tabs.push(tab);
  tab.retry.setRetryPolicy({ baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 2_000 });
  await signIn(tab, browser.services);
  browser.services.requests.length = 0;
  return { ...browser, tab };
}

/** For afterEach: closes every tab opened by `signedInTab` (and by `keep`). */
export function closeTabs(): void {
  for (const t of tabs.splice(0)) t.close();
}

export function keep(tab: Tab): Tab {
  tabs.push(tab);
  return tab;
}

/** A scripted RS answer: a problem document with `status` and extra headers. */
export const problem =
  (status: number, body: object, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify({ status, ...body }), {
      status,
      headers: { 'content-type': 'application/problem+json', ...headers },
    });
