import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { storageNames } from '../../config/storage-names';
import { matchLocale, setLocale, t, useT } from '.';
import { formatters } from './format';

afterEach(async () => {
  cleanup();
  await setLocale('en');
  localStorage.clear();
});

function Heading() {
  const t = useT();
  return <h1>{t('garage.title') + ' / ' + t('garage.add')}</h1>;
}

describe('i18n runtime', () => {
  it('switching the language re-renders the words, sets <html lang> and keeps the choice', async () => {
    render(<Heading />);
    expect(screen.getByRole('heading').textContent).toBe('Garage / Add a vehicle');
    await act(() => setLocale('de'));
    expect(screen.getByRole('heading').textContent).toBe('Garage / Fahrzeug hinzufügen');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(storageNames.locale)).toBe('de');
  });

  it('applies each language’s plural rules', async () => {
    expect(t('vin.tooLong', { over: 1, total: 17 })).toBe('VIN is 1 character too long (must be exactly 17)');
    expect(t('vin.tooLong', { over: 3, total: 17 })).toBe('VIN is 3 characters too long (must be exactly 17)');
    await setLocale('de');
    expect(t('vin.tooLong', { over: 1, total: 17 })).toBe('Die FIN ist 1 Zeichen zu lang (genau 17 erlaubt)');
  });

  it('puts elements into a rich message', () => {
    render(<p>{t.rich('layout.footer.vss', { link: (chunks) => <a href="https://covesa.global">{chunks}</a> })}</p>);
    expect(screen.getByRole('link', { name: 'COVESA VSS 6.0' })).toBeTruthy();
    expect(screen.getByRole('paragraph').textContent).toBe('Signal names follow COVESA VSS 6.0 (MPL-2.0).');
  });

  it('follows the first of the browser’s languages it has, else English', () => {
    expect(matchLocale(['de-AT', 'en'])).toBe('de');
    expect(matchLocale(['fr-FR', 'de-CH', 'en'])).toBe('de');
    expect(matchLocale(['fr', 'it'])).toBe('en');
  });
});

describe('Intl formatters', () => {
  it('format numbers, units, dates, relative times and lists in the language', () => {
    const de = formatters('de');
    expect(de.number(1234.5)).toBe('1.234,5');
    expect(de.unit(12.5, 'kilometer')).toBe('12,5 km');
    expect(de.relative(-3, 'minute')).toBe('vor 3 Minuten');
    expect(de.list(['Reifen', 'Türen', 'Fenster'])).toBe('Reifen, Türen und Fenster');
    expect(formatters('en').percent(0.42)).toBe('42%');
  });

  it('follow the user’s clock', () => {
    const at = Date.UTC(2026, 10, 25, 15, 30);
    expect(formatters('en', '12h').dateTime(at, { timeStyle: 'short', timeZone: 'UTC' })).toMatch(/3:30\sPM/);
    expect(formatters('en', '24h').dateTime(at, { timeStyle: 'short', timeZone: 'UTC' })).toBe('15:30');
    expect(formatters('de').dateTime('not a date')).toBe('—');
  });
});
