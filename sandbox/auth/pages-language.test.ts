import { describe, expect, it } from 'vitest';
import { pickLang } from './pages/words';
import { Agent, authorizeUrl, formOf, signInToConsent, testServer } from './testing';

/** The interaction page the authorization request leads to, asked for with these request headers. */
async function promptPage(params: Record<string, string>, headers: Record<string, string> = {}) {
  const agent = new Agent(testServer());
  const start = await agent.get(authorizeUrl(params), headers);
  return { agent, page: await agent.get(String(start.headers.location), headers) };
}

describe('the sign-in and consent pages speak the language the application asks for', () => {
  it('picks the first supported ui_locales tag, else the best Accept-Language, else English', () => {
    expect(pickLang('fr-FR de-AT en', 'en')).toBe('de');
    expect(pickLang(undefined, 'fr;q=0.9, de-DE;q=0.8, en;q=0.5')).toBe('de');
    expect(pickLang(undefined, 'en;q=0.2, de;q=0.9')).toBe('de');
    expect(pickLang('fr', 'it, es;q=0.5')).toBe('en');
    expect(pickLang(undefined, undefined)).toBe('en');
  });

  it('shows the sign-in page in German for ui_locales=de, with <html lang="de">', async () => {
    const { page } = await promptPage({ ui_locales: 'de' }, { 'accept-language': 'en' });
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('<html lang="de">');
    expect(page.payload).toMatch(/<label for="email">E-Mail<\/label>/);
    expect(page.payload).toMatch(/<label for="password">Passwort<\/label>/);
    expect(page.payload).toContain('<button type="submit">Anmelden</button>');
    expect(page.payload).toContain('ohne Standort und Fahrten');
    expect(page.payload).not.toContain('Password');
  });

  it('shows it in English without ui_locales or Accept-Language, and in German for Accept-Language de', async () => {
    const english = await promptPage({});
    expect(english.page.payload).toContain('<html lang="en">');
    expect(english.page.payload).toContain('<button type="submit">Sign in</button>');
    const german = await promptPage({}, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(german.page.payload).toContain('<html lang="de">');
    expect(german.page.payload).toContain('<button type="submit">Anmelden</button>');
  });

  it('keeps the language for a wrong password and on the consent page', async () => {
    const { agent, page } = await promptPage({ ui_locales: 'de' });
    const form = formOf(page.payload);
    const wrong = await agent.postForm(form.action, { csrf: form.csrf, email: 'owner@example.com', password: 'x' });
    expect(wrong.payload).toContain('E-Mail oder Passwort stimmen nicht.');
    const consent = await signInToConsent(new Agent(testServer()), { ui_locales: 'de' });
    expect(consent.payload).toContain('<html lang="de">');
    expect(consent.payload).toContain('<h1>Zugriff erlauben?</h1>');
    expect(consent.payload).toContain('Fahrzeugdaten lesen');
    expect(consent.payload).toContain('>Erlauben</button>');
    const english = await signInToConsent(new Agent(testServer()));
    expect(english.payload).toContain('<h1>Allow access?</h1>');
  });
});
