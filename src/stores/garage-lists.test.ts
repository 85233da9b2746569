import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearGarageLists,
  forgetVin,
  getGarageLists,
  loadGarageLists,
  markViewed,
  resetGarageListsForTest,
  saveVin,
} from './garage-lists';

beforeEach(async () => {
  await clearGarageLists();
  resetGarageListsForTest();
});

describe('garage lists', () => {
  it('saves hand-added VINs once and keeps them in IndexedDB', async () => {
    await saveVin('SDXG4B6D1RA400004');
    await saveVin('SDXG4B6D1RA400004');
    resetGarageListsForTest();
    await loadGarageLists();
    expect(getGarageLists().saved).toEqual(['SDXG4B6D1RA400004']);
  });

  it('keeps the five most recently viewed, newest first', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 2]) await markViewed(`VIN${n}`);
    expect(getGarageLists().recent).toEqual(['VIN2', 'VIN6', 'VIN5', 'VIN4', 'VIN3']);
  });

  it('forgets a VIN from both lists, and sign-out clears everything', async () => {
    await saveVin('A');
    await markViewed('A');
    await saveVin('B');
    await forgetVin('A');
    expect(getGarageLists()).toEqual({ saved: ['B'], recent: [] });
    await clearGarageLists();
    resetGarageListsForTest();
    await loadGarageLists();
    expect(getGarageLists()).toEqual({ saved: [], recent: [] });
  });

  it('keeps a list the same array while its contents stay the same, and tells nobody when neither list changed', async () => {
    await saveVin('A');
    await markViewed('B');
    const before = getGarageLists();
    resetGarageListsForTest();
    await loadGarageLists();
    const loaded = getGarageLists();
    expect(loaded).toEqual(before);
    await markViewed('C');
    expect(getGarageLists().saved).toBe(loaded.saved);
    expect(getGarageLists().recent).toEqual(['C', 'B']);
    const afterView = getGarageLists();
    await markViewed('C');
    await saveVin('A');
    expect(getGarageLists()).toBe(afterView);
  });
});
