import { get, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageNames } from '../config/storage-names';
import { saveVin } from '../stores/garage-lists';
import { queryClient } from '../lib/query-client';
import { destinationAfter, endOfSession } from './session-end';

const at = (path: string) => {
  const url = new URL(path, 'http://localhost:5173');
  return { pathname: url.pathname, search: url.search, hash: url.hash, assign: vi.fn() };
};

afterEach(() => queryClient.clear());

describe('when a session ends (DESIGN §4: sign-out removes tokens, key and cached data in every tab)', () => {
  it('forgets every cached answer and the garage lists before it loads the next page', async () => {
    queryClient.setQueryData(['vehicles', 'SDXE1S2A2RA100001'], { vin: 'SDXE1S2A2RA100001' });
    await set(storageNames.queryCache, { clientState: 'cached vehicle data' });
    await saveVin('SDXE1S2A2RA100001');
    const here = at('/vehicles/SDXE1S2A2RA100001/status');
    here.assign.mockImplementation(() => expect(queryClient.getQueryCache().getAll()).toEqual([]));

    await endOfSession('signed-out', here);

    expect(here.assign).toHaveBeenCalledWith('/signed-out');
    expect(await get(storageNames.queryCache)).toBeUndefined();
    expect(await get(storageNames.garageLists)).toBeUndefined();
  });

  it('an ended session asks for sign-in and comes back to the same page', () => {
    expect(destinationAfter('session-ended', at('/vehicles/SDXE1S2A2RA100001/alerts?severity=critical#top'))).toBe(
      `/sign-in?${new URLSearchParams({ reason: 'session-ended', returnTo: '/vehicles/SDXE1S2A2RA100001/alerts?severity=critical#top' })}`,
    );
    expect(destinationAfter('signed-out', at('/vehicles'))).toBe('/signed-out');
  });

  it('stays on the pages about signing in, and where another account took over', () => {
    for (const path of ['/sign-in?returnTo=%2Fvehicles', '/callback?code=x', '/signed-out'])
      expect(destinationAfter('session-ended', at(path))).toBeNull();
    expect(destinationAfter('account-changed', at('/vehicles'))).toBeNull();
  });
});
