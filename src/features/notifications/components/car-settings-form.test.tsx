import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { setLocale } from '../../../lib/i18n';
import { defaultCarSettings } from '../../../stores/notification-settings';
import { CarSettingsForm } from './car-settings-form';

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

const form = (charges: boolean) => (
  <CarSettingsForm
    name="Falcon"
    value={defaultCarSettings()}
    locationShared
    charges={charges}
    position={{ latitude: 53.5, longitude: 10.1 }}
    onChange={() => undefined}
  />
);

describe('a car’s notification settings (issue 17)', () => {
  it('offer charging notifications only for a car that charges', () => {
    const { rerender } = render(form(true));
    expect(screen.getByRole('checkbox', { name: 'Charging finished or stopped unexpectedly' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Charge limit reached' })).toBeTruthy();
    rerender(form(false));
    expect(screen.queryByRole('checkbox', { name: /Charg/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'New alert' })).toBeTruthy();
  });

  it('name a new place in the chosen language', async () => {
    await act(() => setLocale('de'));
    render(form(true));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name des Orts' }).value).toBe('Zuhause');
  });
});
