import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALERT_CODES } from './alert-codes';
import { ALL_VINS, DAY, setup, T0 } from './test-helpers';

/** The dashboard's alert and trouble-code catalogues (src/lib/i18n/messages), read as files: the sandbox imports nothing of src/. */
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../src/lib/i18n/messages/codes.${locale}.json`, import.meta.url), 'utf8'));

/** Every code the simulator can raise: each alert code, and each trouble code it cites (a tyre's for every wheel). */
const alertCodes = ALERT_CODES.map((a) => a.code);
const troubleCodes = ALERT_CODES.flatMap((a) =>
  typeof a.dtc?.code === 'string' ? [a.dtc.code] : Object.values(a.dtc?.code ?? {}),
);

/** The codes a fortnight of every car's alerts and trouble codes actually carry. */
function emitted() {
  const { sim, clock } = setup(T0 - 14 * DAY);
  const alerts = new Set<string>();
  const codes = new Set<string>();
  for (let day = 0; day <= 14; day++) {
    for (const vin of ALL_VINS) {
      for (const a of sim.alerts(vin)!) alerts.add(a.code);
      for (const c of sim.diagnostics(vin) ?? []) codes.add(c.code);
    }
    clock.advance(DAY);
  }
  return { alerts, codes };
}

describe('alert and trouble-code texts (issue 14)', () => {
  it.each(['en', 'de'])('every alert code the sandbox can raise has a title and what to do in %s', (locale) => {
    const messages = catalogue(locale);
    expect(alertCodes.length).toBeGreaterThan(20);
    expect(alertCodes.filter((c) => !messages[`alert.${c}`]?.trim())).toEqual([]);
    expect(alertCodes.filter((c) => !messages[`alert.${c}.about`]?.trim())).toEqual([]);
  });

  it.each(['en', 'de'])('every trouble code the sandbox can set has its meaning and what to do in %s', (locale) => {
    const messages = catalogue(locale);
    expect(troubleCodes.length).toBeGreaterThan(15);
    expect(troubleCodes.filter((c) => !messages[`dtc.${c}`]?.trim())).toEqual([]);
    expect(troubleCodes.filter((c) => !messages[`dtc.${c}.about`]?.trim())).toEqual([]);
  });

  it('the simulator raises no code outside its definitions (what the catalogue is checked against)', () => {
    const { alerts, codes } = emitted();
    expect(alerts.size).toBeGreaterThan(3);
    expect([...alerts].filter((c) => !alertCodes.includes(c))).toEqual([]);
    expect([...codes].filter((c) => !troubleCodes.includes(c))).toEqual([]);
  });

  it('has no entry for a code the sandbox never raises (no stale entries), and German has the English keys', () => {
    const known = new Set([...alertCodes.map((c) => `alert.${c}`), ...troubleCodes.map((c) => `dtc.${c}`)]);
    const keys = Object.keys(catalogue('en'));
    expect(keys.filter((k) => !known.has(k.replace(/\.about$/, '')))).toEqual([]);
    expect(Object.keys(catalogue('de')).sort()).toEqual(keys.sort());
  });
});
