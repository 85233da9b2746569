import type { Locator, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { grantSupport, openAccount, restoreDemoGrant, revokeSupport } from './support/account';
import { scenario } from './support/control';
import { signIn, VIN } from './support/sign-in';
import { VEHICLE_VIEWS } from './support/views';
import { HOSTILE } from '../sandbox/sim/hostile-strings';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function hostileStrings(page: Page, enabled: boolean) {
  await scenario(page, { kind: 'hostile-strings', vin: VIN.evSedan, enabled });
}

/** What the page did with the hostile text, read in the page: markup it made, overflow, unisolated direction overrides. */
function inspect() {
  const RLO = '\u202E';
  const injected = [
    ...document.querySelectorAll('img[src="x"], [onerror], [onload], a[href^="javascript:" i], iframe, object, embed'),
  ].map((e) => e.outerHTML.slice(0, 80));
  // The built page's one inline script is the static shell's (index.html, allowed by its hash in the CSP).
  const scripts = [...document.scripts].filter(
    (s) => (!s.src && s.id !== 'static-shell') || s.textContent?.includes('alert('),
  ).length;
  const root = document.scrollingElement!;
  const wide = [...document.body.querySelectorAll('*')]
    .filter((e) => e.getBoundingClientRect().right > innerWidth + 1)
    .filter((e) => !e.parentElement?.closest('.table-wrap, .tabs, [class*="leaflet"]'))
    .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`)
    .slice(0, 8);

  // A right-to-left override reverses what follows it up to the end of its isolate or paragraph: fine when nothing of
  // the page follows it there, a defect when the page's own words do.
  const leaks: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.data.includes(RLO) || text.parentElement?.closest('option, script, style')) continue;
    let scope: Element | null = text.parentElement;
    while (scope) {
      const style = getComputedStyle(scope);
      if (/isolate|plaintext/.test(style.unicodeBidi) || !style.display.startsWith('inline')) break;
      scope = scope.parentElement;
    }
    if (!scope || /isolate|plaintext/.test(getComputedStyle(scope).unicodeBidi)) continue;
    const after = document.createRange();
    after.setStartAfter(text);
    after.setEndAfter(scope.lastChild!);
    const rest = after
      .toString()
      .slice(text.data.length - text.data.lastIndexOf(RLO))
      .trim();
    if (rest) leaks.push(`${scope.tagName.toLowerCase()}: …${rest.slice(0, 40)}`);
  }
  const title = document.title;
  if (title.includes(RLO) && !/\u202E[^\u2069\u202C]*[\u2069\u202C]/.test(title)) leaks.push(`title: ${title}`);
  return { injected, scripts, scrollWidth: root.scrollWidth, innerWidth, wide, leaks };
}

async function checkView(
  page: Page,
  info: TestInfo,
  viewport: string,
  view: string,
  dialogs: string[],
  detail?: Locator,
) {
  const found = await page.evaluate(inspect);
  expect(found.injected, `${view}: elements made from the data`).toEqual([]);
  expect(found.scripts, `${view}: inline scripts`).toBe(0);
  expect(found.leaks, `${view}: direction overrides leaking into the page`).toEqual([]);
  expect(
    found.scrollWidth,
    `${view} on a ${viewport}: wider than the screen (${found.wide.join(', ')})`,
  ).toBeLessThanOrEqual(found.innerWidth);
  expect(dialogs, `${view}: dialogs`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: info.outputPath(`${viewport}-${view}.png`) });
  if (detail) {
    await detail.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`${viewport}-${view}-detail.png`) });
  }
}

for (const viewport of VIEWPORTS) {
  test(`hostile strings in every field render as inert text without widening the page: ${viewport.name}`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize(viewport);
    await hostileStrings(page, true);
    try {
      await signIn(page, 'owner@example.com', '/vehicles');
      const card = page.getByRole('heading', { level: 3, name: HOSTILE.imgOnerror, exact: false });
      await expect(card).toContainText(HOSTILE.script);
      await checkView(page, info, viewport.name, 'garage', dialogs);

      for (const view of VEHICLE_VIEWS) {
        await page.goto(`/vehicles/${VIN.evSedan}${view.path}`);
        await expect(page.getByRole('heading', { name: view.ready, exact: true }).first()).toBeVisible();
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toContainText(`${HOSTILE.imgOnerror}${HOSTILE.rtlOverride} ${HOSTILE.script}`);
        await expect(h1).toContainText(HOSTILE.longWord);
        const detail = {
          overview: page.getByRole('region', { name: 'Vehicle details' }),
          alerts: page.getByRole('heading', { level: 3, name: HOSTILE.script, exact: true }).first(),
          status: page.getByRole('rowheader', { name: HOSTILE.imgOnerror, exact: true }),
        }[view.name as string];
        if (detail) await expect(detail).toBeVisible();
        // Fuel and body type are shown as labels ("Petrol (gasoline)"); an unknown one is capitalised, nothing more.
        if (view.name === 'overview') await expect(detail!).toContainText(/javascript:alert\(document\.domain\)/i);
        if (view.name === 'alerts')
          for (const title of [HOSTILE.attributeBreakout, HOSTILE.undefinedWord, HOSTILE.emoji, HOSTILE.arabic])
            await expect(page.getByRole('heading', { level: 3, name: title, exact: true }).first()).toBeVisible();
        await checkView(page, info, viewport.name, view.name, dialogs, detail);
      }
      expect(errors).toEqual([]);
    } finally {
      await hostileStrings(page, false);
    }
  });
}

/** What an owner may type as a support purpose (the account page refuses control and direction-override characters). */
const PURPOSE = [HOSTILE.imgOnerror, HOSTILE.script, HOSTILE.attributeBreakout, HOSTILE.emoji, HOSTILE.arabic].join(
  ' ',
);

test('a support purpose the owner typed is text on the account page, the owner’s overview and the agent’s banner', async ({
  browser,
  page,
}, info) => {
  expect(PURPOSE.length).toBeLessThanOrEqual(200);
  const accountContext = await browser.newContext();
  const agentContext = await browser.newContext();
  const dialogs: string[] = [];
  const watchDialogs = (p: Page) =>
    p.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  watchDialogs(page);
  try {
    const account = await accountContext.newPage();
    watchDialogs(account);
    await openAccount(account, 'owner@example.com');
    await revokeSupport(account, VIN.evSedan);
    await grantSupport(account, VIN.evSedan, { caseReference: 'CASE-77001', purpose: PURPOSE, location: true });
    await expect(account.locator(`#car-${VIN.evSedan}`)).toContainText(PURPOSE);
    await checkView(account, info, 'desktop', 'account', dialogs);

    await signIn(page, 'owner@example.com', `/vehicles/${VIN.evSedan}`);
    const access = page.getByRole('region', { name: 'Support access' });
    await expect(access).toContainText(`case CASE-77001 (${PURPOSE}) until`);
    await checkView(page, info, 'desktop', 'owner-overview', dialogs, access);

    const agent = await agentContext.newPage();
    watchDialogs(agent);
    await agent.setViewportSize({ width: 390, height: 844 });
    await signIn(agent, 'support@example.com', `/vehicles/${VIN.evSedan}`);
    const banner = agent.getByRole('region', { name: 'Support case' });
    await expect(banner).toContainText('CASE-77001');
    await expect(banner.getByRole('definition').first()).toHaveText(PURPOSE);
    await checkView(agent, info, 'phone', 'agent-banner', dialogs, banner);
  } finally {
    const account = accountContext.pages()[0];
    if (account) {
      const active = account.locator(`#car-${VIN.evSedan}`).getByRole('button', { name: 'Revoke access' });
      if ((await active.count()) > 0) await revokeSupport(account, VIN.evSedan);
      await restoreDemoGrant(account, VIN.evSedan);
    }
    await accountContext.close();
    await agentContext.close();
  }
});
