import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, matchLocale, type Locale } from '../config/locales';
import { storageNames } from '../config/storage-names';
import en from '../lib/i18n/messages/en.json';
import de from '../lib/i18n/messages/de.json';

const catalogues: Record<Locale, Record<string, string>> = { en, de };
const html = readFileSync('index.html', 'utf8');
const shellScript = readFileSync('public/shell.js', 'utf8');
const words = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();

/** index.html's body as the browser parses it, then public/shell.js run on it (as its deferred script tag does). */
function openShell(path: string, languages: string[], stored?: string) {
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', path);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  if (stored) localStorage.setItem(storageNames.locale, stored);
  new Function(shellScript)();
  const loading = document.querySelector<HTMLElement>('[data-shell="loading"]')!;
  return { signIn: document.querySelector('.sign-in') !== null, loading: !loading.hidden };
}

/** Every element with words, in the page and in the templates the script may put in. */
function wordedElements() {
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  const templates = [...document.querySelectorAll('template')].map((t) => t.content);
  return [document, ...templates].flatMap((root) => [...root.querySelectorAll('[data-i18n]')]);
}
/** A catalogue's message as the page shows it: a rich message's <link> is the element's link. */
const plain = (message: string) => message.replace(/<\/?link>/g, '');

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
});

describe('the static shell in index.html', () => {
  it('says what the catalogues say, in every language', () => {
    const elements = wordedElements();
    expect(elements.length).toBeGreaterThanOrEqual(9);
    for (const el of elements) {
      const key = el.getAttribute('data-i18n')!;
      expect(words(el), key).toBe(plain(catalogues.en[key]!));
      for (const locale of LOCALES.filter((l) => l !== 'en'))
        expect(el.getAttribute(`data-${locale}`), `${key} in ${locale}`).toBe(catalogues[locale][key]);
    }
  });

  it.each([
    [['de-AT', 'en'], undefined],
    [['fr', 'de'], undefined],
    [['de-DE'], 'en'],
    [['en-GB'], 'de'],
    [['fr'], undefined],
  ])('speaks the language the app will choose (browser %j, stored choice %s)', (languages, stored) => {
    openShell('/sign-in', languages, stored);
    const expected = (stored as Locale | undefined) ?? matchLocale(languages);
    expect(document.documentElement.lang).toBe(expected);
    expect(words(document.querySelector('h1')!)).toBe(catalogues[expected]['signIn.title']);
    expect(words(document.querySelector('.sign-in button')!)).toBe(catalogues[expected]['signIn.button']);
    expect(words(document.querySelector('.app-header__name')!)).toBe(catalogues[expected]['app.name']);
    expect(words(document.querySelector('.app-footer p:last-child')!)).toBe(
      plain(catalogues[expected]['layout.footer.vss']!),
    );
    expect(document.querySelector('.app-footer a')!.getAttribute('href')).toMatch(/^https:\/\/github.com\/COVESA\//);
    expect(document.querySelector<HTMLSelectElement>('.language-settings select')!.value).toBe(expected);
  });

  it("shows the sign-in page's frame on /sign-in only; elsewhere the header and a loading line", () => {
    expect(openShell('/sign-in', ['en'])).toEqual({ signIn: true, loading: false });
    expect(openShell('/sign-in/', ['en'])).toEqual({ signIn: true, loading: false });
    expect(openShell('/vehicles/ABC', ['en'])).toEqual({ signIn: false, loading: true });
    expect(document.querySelectorAll('.app-header__menu, .app-footer, template')).toHaveLength(0);
    expect(openShell('/callback', ['en'])).toEqual({ signIn: false, loading: true });
  });

  it('shows the line the sign-in page shows for ?reason=…, and only that one', () => {
    const lines = () => [...document.querySelectorAll('.sign-in [role="status"]')].map(words);
    openShell('/sign-in?reason=signed-out', ['en']);
    expect(lines()).toEqual([catalogues.en['signIn.signedOut']]);
    openShell('/sign-in?reason=session-ended&returnTo=%2Fvehicles', ['de']);
    expect(lines()).toEqual([catalogues.de['signIn.sessionEnded']]);
    openShell('/sign-in?reason=other', ['en']);
    expect(lines()).toEqual([]);
  });

  it('without script shows no sign-in it cannot do and no loading line: the templates stay unrendered', () => {
    document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    expect(document.querySelector('.sign-in, h1, button')).toBeNull();
    expect(document.querySelector<HTMLElement>('[data-shell="loading"]')!.hidden).toBe(true);
    expect(document.querySelector('noscript')!.textContent).toContain('The dashboard needs JavaScript');
  });

  it('offers nothing that does nothing: one heading, the controls inert until the app runs, real links only', () => {
    openShell('/sign-in', ['en']);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelectorAll('header')).toHaveLength(1);
    expect(document.querySelectorAll('main')).toHaveLength(1);
    for (const control of document.querySelectorAll('button, select, summary'))
      expect(control.closest('[inert]'), control.outerHTML).not.toBeNull();
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, [tabindex]')]
      .filter((el) => !el.closest('[inert]') && el.tabIndex >= 0)
      .map((el) => el.getAttribute('href'));
    expect(focusable).toEqual(['#main', '/', 'https://github.com/COVESA/vehicle_signal_specification']);
  });
});
