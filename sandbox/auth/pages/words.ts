/**
 * The sign-in and consent pages in English and German. The language: the first supported one of the authorization
 * request's `ui_locales` (OIDC Core §3.1.2.1), else of the browser's Accept-Language (by q), else English.
 */
export type Lang = 'en' | 'de';
const LANGS: readonly Lang[] = ['en', 'de'];

const primary = (tag: string): Lang | undefined => {
  const base = tag.trim().toLowerCase().split('-')[0];
  return LANGS.find((l) => l === base);
};

export function pickLang(uiLocales: unknown, acceptLanguage: string | undefined): Lang {
  if (typeof uiLocales === 'string')
    for (const tag of uiLocales.split(' ')) {
      const lang = primary(tag);
      if (lang) return lang;
    }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const lang = primary(tag);
    if (lang) return lang;
  }
  return 'en';
}

const en = {
  brand: 'Vehicle Data Sandbox',
  brandTag: 'authorization server',
  footer: 'Local sandbox of the Vehicle Data Service. Demo accounts only; never enter a real password.',
  signIn: 'Sign in',
  continueTo: 'to continue to',
  email: 'Email',
  password: 'Password',
  demoAccounts: 'Demo accounts',
  demoPassword: 'Every demo account uses the password',
  account: 'Account',
  sees: 'Sees',
  noVehicles: 'No vehicles.',
  as: 'as',
  relation: { owner: 'owner', driver: 'driver', fleet: 'fleet' } as Record<string, string>,
  withoutLocation: 'without location and journeys',
  agentSees:
    'a customer’s car only while its owner’s support grant is active. The demo starts with grants on the EV sedan, EV SUV and diesel van (location included) and the EV without location.',
  agent: 'Agent',
  wrongPassword: 'The email or password is not right. Try again.',
  throttled: (wait: number) => `Too many failed sign-in attempts. Wait ${wait} seconds, then try again.`,
  allowTitle: 'Allow access',
  allowQuestion: 'Allow access?',
  asksToAct: 'asks to act for',
  willBeAbleTo: 'It will be able to',
  forVehicles: 'For these vehicles',
  vehicle: 'Vehicle',
  data: 'Data',
  noVehiclesForApp: 'You have no vehicles this application could see.',
  supportAgent: (agent: string, organisation: string) =>
    `As support agent ${agent} of ${organisation}: a customer’s car, looked up by its VIN, only while its owner’s support grant is active, and only the data the owner shares. The owner sees each access.`,
  allow: 'Allow',
  deny: 'Deny',
  unknownScope: 'Unknown permission',
  scopes: {
    openid: 'Know who you are (your account identifier)',
    'vehicle:read': 'Read vehicle data: details, status, alerts, journeys, location, EV charging and battery',
    'charger:read': 'Read charger data',
    offline_access: 'Stay signed in while you are away',
  } as Record<string, string>,
  categories: {
    vehicle: 'vehicle',
    status: 'status',
    alerts: 'alerts',
    journeys: 'journeys',
    location: 'location',
    ev: 'EV',
    'hv-battery': 'high-voltage battery',
    diagnostics: 'diagnostics',
  } as Record<string, string>,
};
export type Words = typeof en;

const de: Words = {
  brand: 'Fahrzeugdaten-Sandbox',
  brandTag: 'Autorisierungsserver',
  footer: 'Lokale Sandbox des Vehicle Data Service. Nur Demo-Konten; geben Sie nie ein echtes Passwort ein.',
  signIn: 'Anmelden',
  continueTo: 'um fortzufahren zu',
  email: 'E-Mail',
  password: 'Passwort',
  demoAccounts: 'Demo-Konten',
  demoPassword: 'Jedes Demo-Konto hat das Passwort',
  account: 'Konto',
  sees: 'Sieht',
  noVehicles: 'Keine Fahrzeuge.',
  as: 'als',
  relation: { owner: 'Halter', driver: 'Fahrer', fleet: 'Flotte' },
  withoutLocation: 'ohne Standort und Fahrten',
  agentSees:
    'das Auto eines Kunden nur, solange dessen Support-Freigabe aktiv ist. Die Demo beginnt mit Freigaben für die Elektro-Limousine, den Elektro-SUV und den Diesel-Transporter (mit Standort) und das Elektroauto ohne Standort.',
  agent: 'Mitarbeiter',
  wrongPassword: 'E-Mail oder Passwort stimmen nicht. Versuchen Sie es erneut.',
  throttled: (wait) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Warten Sie ${wait} Sekunden und versuchen Sie es dann erneut.`,
  allowTitle: 'Zugriff erlauben',
  allowQuestion: 'Zugriff erlauben?',
  asksToAct: 'möchte handeln für',
  willBeAbleTo: 'Die Anwendung kann dann',
  forVehicles: 'Für diese Fahrzeuge',
  vehicle: 'Fahrzeug',
  data: 'Daten',
  noVehiclesForApp: 'Sie haben keine Fahrzeuge, die diese Anwendung sehen könnte.',
  supportAgent: (agent, organisation) =>
    `Als Support-Mitarbeiter ${agent} von ${organisation}: das Auto eines Kunden, gesucht über die FIN, nur solange dessen Support-Freigabe aktiv ist, und nur die Daten, die der Halter freigibt. Der Halter sieht jeden Zugriff.`,
  allow: 'Erlauben',
  deny: 'Ablehnen',
  unknownScope: 'Unbekannte Berechtigung',
  scopes: {
    openid: 'Wissen, wer Sie sind (Ihre Konto-Kennung)',
    'vehicle:read': 'Fahrzeugdaten lesen: Daten, Zustand, Meldungen, Fahrten, Standort, Laden und Batterie',
    'charger:read': 'Wallbox-Daten lesen',
    offline_access: 'Angemeldet bleiben, während Sie nicht da sind',
  },
  categories: {
    vehicle: 'Fahrzeug',
    status: 'Zustand',
    alerts: 'Meldungen',
    journeys: 'Fahrten',
    location: 'Standort',
    ev: 'Elektro',
    'hv-battery': 'Hochvoltbatterie',
    diagnostics: 'Diagnose',
  },
};

export const WORDS: Record<Lang, Words> = { en, de };
