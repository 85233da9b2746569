import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_VINS, DAY, HOUR, T0, setup, VSS } from './test-helpers';

/** The dashboard's signal catalogues (src/lib/i18n/messages), read as files: the sandbox imports nothing of src/. */
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../src/lib/i18n/messages/signals.${locale}.json`, import.meta.url), 'utf8'));

/** Every signal name the simulator sends over a day, for every car, in every body and alert; and its enumerated values. */
function emitted(): { names: Set<string>; enumerated: Set<string> } {
  const { sim, clock } = setup(T0 - DAY);
  const names = new Set<string>();
  const enumerated = new Set<string>();
  for (let k = 0; k < 8; k++) {
    for (const vin of ALL_VINS) {
      const bodies = [sim.status(vin), sim.location(vin), sim.ev(vin), sim.hvBattery(vin), ...sim.alerts(vin)!];
      for (const s of bodies.flatMap((b) => b?.signals ?? [])) {
        names.add(s.name);
        const allowed = (VSS.get(s.name) as { allowed?: unknown[] } | undefined)?.allowed;
        if (typeof s.value === 'string' && allowed?.includes(s.value)) enumerated.add(`${s.name}=${s.value}`);
      }
    }
    clock.advance(3 * HOUR);
  }
  return { names, enumerated };
}

describe('signal labels (issue 14)', () => {
  const seen = emitted();
  const names = [...seen.names];

  it.each(['en', 'de'])('every signal the sandbox emits has a label and a one-line explanation in %s', (locale) => {
    const messages = catalogue(locale);
    expect(names.length).toBeGreaterThan(80);
    expect(names.filter((n) => !messages[n]?.trim())).toEqual([]);
    expect(names.filter((n) => !messages[`${n}.about`]?.trim())).toEqual([]);
  });

  it.each(['en', 'de'])('every enumerated value the sandbox emits is a word in %s, not a code', (locale) => {
    const messages = catalogue(locale);
    expect(seen.enumerated.size).toBeGreaterThan(3);
    expect([...seen.enumerated].filter((k) => !messages[k]?.trim())).toEqual([]);
  });

  it('labels nothing the sandbox does not emit (no stale entries)', () => {
    // `Name.about` explains a signal, `Name=VALUE` words one of its enumerated values.
    const keys = Object.keys(catalogue('en')).map((k) => k.replace(/\.about$|=[^=]*$/, ''));
    expect([...new Set(keys)].filter((k) => !names.includes(k))).toEqual([]);
  });
});
