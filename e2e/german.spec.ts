import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seriousIssues } from './support/axe';
import { scenario } from './support/control';
import { signIn, VIN } from './support/sign-in';

/** Words the English catalogue has and the German one does not: any of them on a German page is English left over. */
const words = (file: string) =>
  new Set(
    Object.values(JSON.parse(readFileSync(`src/lib/i18n/messages/${file}.json`, 'utf8')) as Record<string, string>)
      .join(' ')
      .toLowerCase()
      .match(/\p{L}{3,}/gu),
  );
const german = new Set([...words('de'), ...words('signals.de'), ...words('codes.de')]);
const ENGLISH_ONLY = new Set(
  [...words('en'), ...words('signals.en'), ...words('codes.en')].filter((w) => !german.has(w)),
);
/** A trouble code the views must show in German (its alert, HV_BATTERY_CELL_IMBALANCE, cites it). */
const CODE = 'P0A80';
const codes = JSON.parse(readFileSync('src/lib/i18n/messages/codes.de.json', 'utf8')) as Record<string, string>;
/** The views that show alerts or trouble codes: the car carries a known code while they are checked. */
const SHOWS_CODES = new Set([
  `/vehicles/${VIN.evSedan}`,
  `/vehicles/${VIN.evSedan}/alerts`,
  `/vehicles/${VIN.evSedan}/diagnostics`,
]);

/**
 * The visible text a user reads, without the service's own data (names, codes, VINs, texts marked `dir="auto"`: an
 * alert or trouble code the catalogue does not know keeps the service's words and is marked so; a known one is not).
 */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const skip = 'bdi, code, .vin, [dir="auto"], script, style, .leaflet-container';
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest(skip) || !el.checkVisibility()) continue;
      out.push(n.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label]'))
      if (!el.closest(skip)) out.push(el.getAttribute('aria-label') ?? '');
    return out.join(' ');
  });
}

/**
 * Words wider than the box they stand in, which the layout must break inside ("Durchschnittsgeschw|indigkeit", no
 * hyphen): headings, terms, table headers, labels, buttons and the view tabs, measured with their own font. A soft hyphen
 * (U+00AD) marks where a long compound may break, with a hyphen shown; names and codes from data are left out.
 */
function wordsTooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = 'bdi, code, .vin, .signal-name__label--path, [dir="auto"], svg';
    // Text for screen readers only (clipped to a pixel) wraps letter by letter, unseen.
    const clipped = (el: Element | null): boolean =>
      !!el && (getComputedStyle(el).clip.startsWith('rect') || clipped(el.parentElement));
    const context = document.createElement('canvas').getContext('2d')!;
    const wide: string[] = [];
    for (const box of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, dt, th, label, legend, button, nav a')) {
      if (box.closest(skip) || !box.checkVisibility() || box.clientWidth === 0 || clipped(box)) continue;
      const style = getComputedStyle(box);
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 1;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (!parent || parent.closest(skip)) continue;
        context.font = getComputedStyle(parent).font;
        for (const word of (n.textContent ?? '').split(/[\s\u00AD/-]+/))
          if (word.length >= 6 && context.measureText(word).width > room) wide.push(word);
      }
    }
    return [...new Set(wide)];
  });
}

const VIEWS = [
  '/vehicles',
  '/catalog',
  `/vehicles/${VIN.evSedan}`,
  `/vehicles/${VIN.evSedan}/status`,
  `/vehicles/${VIN.evSedan}/alerts`,
  `/vehicles/${VIN.evSedan}/diagnostics`,
  `/vehicles/${VIN.evSedan}/journeys`,
  `/vehicles/${VIN.evSedan}/trends`,
  `/vehicles/${VIN.evSedan}/location`,
  `/vehicles/${VIN.evSedan}/ev`,
  `/vehicles/${VIN.evSedan}/battery`,
  `/vehicles/${VIN.petrol}/status`,
  '/chargers',
  '/trends',
  '/notifications',
];
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

test.use({ locale: 'de-DE' });

// One test per view and screen: axe and the text walk take seconds on a large view, and the views spread over the workers.
for (const size of SIZES) {
  for (const path of VIEWS) {
    test(`a German browser gets ${path} in German on a ${size.name}: no English left, no overflow, axe clean`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      if (SHOWS_CODES.has(path)) {
        await scenario(page, { kind: 'trouble-codes-erase', vin: VIN.evSedan });
        await scenario(page, { kind: 'trouble-code-raise', vin: VIN.evSedan, code: CODE, severity: 'critical' });
      }
      await signIn(page, 'owner@example.com', path, 'de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (SHOWS_CODES.has(path)) {
        // What happened and what to do in German, the code itself visible.
        const about =
          codes[path.endsWith('/diagnostics') ? `dtc.${CODE}.about` : 'alert.HV_BATTERY_CELL_IMBALANCE.about'];
        await expect(page.getByText(about!, { exact: true }).first()).toBeVisible();
        const code = path.endsWith('/diagnostics') ? CODE : 'HV_BATTERY_CELL_IMBALANCE';
        await expect(page.locator('code', { hasText: code }).first()).toBeVisible();
      }
      const problems: string[] = [];
      const text = await visibleText(page);
      const english = [...new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? [])].filter((w) => ENGLISH_ONLY.has(w));
      if (english.length) problems.push(`English words ${english.join(', ')}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 1) problems.push(`${overflow}px wider than the screen`);
      const wide = await wordsTooWide(page);
      if (wide.length) problems.push(`words broken inside: ${wide.join(', ')}`);
      problems.push(...(await seriousIssues(page)));
      await page.screenshot({
        path: testInfo.outputPath(`de-${size.name}${path.replaceAll('/', '-')}.png`),
        fullPage: true,
      });
      expect(problems).toEqual([]);
    });
  }
}
