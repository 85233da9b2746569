import { describe, expect, it } from 'vitest';
import { carSettings, defaultCarSettings } from './notification-settings';
import { notificationSnapshot, openNotificationStore, updateSettings } from './notification-store';

const VIN = 'SDXE1S2A2RA100001';

describe('notification settings store (issue 17)', () => {
  it('a change shows at once in this tab, and quick changes in a row each keep the others once stored', async () => {
    await openNotificationStore('account-1');
    const alertOn = updateSettings((s) => ({
      ...s,
      cars: { ...s.cars, [VIN]: { ...carSettings(s, VIN), alert: { on: true, minSeverity: 'warning' } } },
    }));
    // Before anything was written: a controlled checkbox must show the new state on the click itself.
    expect(carSettings(notificationSnapshot().settings, VIN).alert.on).toBe(true);
    const tyreOn = updateSettings((s) => ({
      ...s,
      cars: { ...s.cars, [VIN]: { ...carSettings(s, VIN), tyre: true } },
    }));
    const quiet = updateSettings((s) => ({ ...s, quietHours: { ...s.quietHours, on: true } }));
    await Promise.all([alertOn, tyreOn, quiet]);
    const expected = { ...defaultCarSettings(), alert: { on: true, minSeverity: 'warning' }, tyre: true };
    expect(carSettings(notificationSnapshot().settings, VIN)).toEqual(expected);
    // What another tab (or a reload) reads from IndexedDB: every change kept.
    await openNotificationStore('account-2');
    await openNotificationStore('account-1');
    expect(carSettings(notificationSnapshot().settings, VIN)).toEqual(expected);
    expect(notificationSnapshot().settings.quietHours.on).toBe(true);
  });
});
