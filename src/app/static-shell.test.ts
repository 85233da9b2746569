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

/** index.html's body as the browser parses it, then public/shell.js run on it (as its classic script tag does). */
function openShell(path: string, languages: string[], stored?: string) {
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', path);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  if (stored) localStorage.setItem(storageNames.locale, stored);
  new Function(shellScript)();
  const shown = (selector: string) => !document.querySelector<HTMLElement>(selector)!.hidden;
  return { signIn: shown('[data-shell="sign-in"]'), loading: shown('[data-shell="loading"]') };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
});

describe('the static shell in index.html', () => {
  it('says what the catalogues say, in every language', () => {
    openShell('/sign-in', ['en']);
    const elements = [...document.querySelectorAll('[data-i18n]')];
    expect(elements.length).toBeGreaterThanOrEqual(4);
    for (const el of elements) {
      const key = el.getAttribute('data-i18n')!;
      expect(words(el), key).toBe(catalogues.en[key]);
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
    expect(words(document.querySelector('button')!)).toBe(catalogues[expected]['signIn.button']);
    expect(words(document.querySelector('.app-header__name')!)).toBe(catalogues[expected]['app.name']);
  });

  it("shows the sign-in page's frame on /sign-in only; elsewhere the header and a loading line", () => {
    expect(openShell('/sign-in', ['en'])).toEqual({ signIn: true, loading: false });
    expect(openShell('/sign-in/', ['en'])).toEqual({ signIn: true, loading: false });
    expect(openShell('/vehicles/ABC', ['en'])).toEqual({ signIn: false, loading: true });
    expect(openShell('/callback', ['en'])).toEqual({ signIn: false, loading: true });
  });

  it('offers nothing that does nothing: one heading, the button disabled, the home link the only focusable element', () => {
    openShell('/sign-in', ['en']);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelectorAll('header')).toHaveLength(1);
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.querySelector('button')!.disabled).toBe(true);
    const focusable = [
      ...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, [tabindex]'),
    ];
    expect(focusable.map((el) => el.getAttribute('href'))).toEqual(['/']);
  });
});
