import { afterEach, describe, expect, it } from 'vitest';
import { alertAbout, alertDir, alertTitle, troubleCodeDir, troubleCodeLine, troubleCodeTitle } from './code-texts';
import { setLocale, t } from './index';

afterEach(() => setLocale('en'));

const said = { code: 'ABS_FAULT', title: 'ABS fault (service)', description: 'The service’s words.' };

describe('alert and trouble-code texts: the catalogue by code, the service’s words for an unknown code', () => {
  it('gives a known alert code’s title and what to do in the chosen language, page-directed', async () => {
    await setLocale('de');
    expect(alertTitle(t, said)).toBe('ABS-Fehler');
    expect(alertAbout(t, said)).toMatch(/^Das Antiblockiersystem hat einen Fehler gemeldet.*Werkstatt\.$/);
    expect(alertDir(t, said)).toBeUndefined();
  });

  it('keeps an unknown code’s own title and description, marked for either direction', async () => {
    await setLocale('de');
    const unknown = { ...said, code: 'E2E-1' };
    expect(alertTitle(t, unknown)).toBe('ABS fault (service)');
    expect(alertAbout(t, unknown)).toBe('The service’s words.');
    expect(alertDir(t, unknown)).toBe('auto');
  });

  it('names a trouble code’s meaning (which tyre) where known, and none for an unknown code', () => {
    expect(troubleCodeTitle(t, 'C0765')).toBe('Rear right tyre: pressure low');
    expect(troubleCodeTitle(t, 'B1A23')).toBeUndefined();
    expect(troubleCodeDir(t, 'B1A23')).toBe('auto');
    expect(troubleCodeLine(t, { code: 'B1A23', description: 'Set by a test.' })).toBe('Set by a test.');
    expect(troubleCodeLine(t, { code: 'P0455', description: 'x' })).toMatch(
      /^Fuel vapour leak \(often the fuel cap\): A large leak was found/,
    );
  });
});
