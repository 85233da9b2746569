import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { freshBrowser, openTab, signIn, type Tab } from './testing/tabs';

const tabs: Tab[] = [];
async function tab() {
  const t = await openTab();
  tabs.push(t);
  return t;
}
afterEach(() => {
  for (const t of tabs.splice(0)) t.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Stored = { privateKey: CryptoKey; publicKey: CryptoKey; jkt?: string };
const exportsOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.length;

describe('the stored DPoP key (issue 18: a start exports nothing)', () => {
  it('is kept with its thumbprint, so a reload adopts it without exporting the public key, and its proofs still pass', async () => {
    const { services } = freshBrowser();
    const first = await tab();
    await signIn(first, services);
    const stored = await first.storage.storageGet<Stored>('dpop-key');
    const session = await first.auth.getSession();
    expect(stored?.jkt).toBe(session?.keyThumbprint);

    const exportKey = vi.spyOn(crypto.subtle, 'exportKey');
    const reloaded = await tab();
    expect((await reloaded.auth.getSession())?.keyThumbprint).toBe(session?.keyThumbprint);
    expect(exportsOf(exportKey)).toBe(0);
    // The first proof exports the public key into its header (oauth4webapi), and the API accepts it.
    const body = await reloaded.api.apiGet('/v1/vehicles/WVWZZZ1JZXW000001', z.object({ sub: z.string() }));
    expect(body.sub).toBe('owner-1');
  });

  it('stored by an earlier version without its thumbprint, is still adopted (the thumbprint computed)', async () => {
    const { services } = freshBrowser();
    const first = await tab();
    await signIn(first, services);
    const stored = await first.storage.storageGet<Stored>('dpop-key');
    await first.storage.storageSet('dpop-key', { privateKey: stored!.privateKey, publicKey: stored!.publicKey });

    const exportKey = vi.spyOn(crypto.subtle, 'exportKey');
    const reloaded = await tab();
    expect((await reloaded.auth.getSession())?.keyThumbprint).toBe(stored!.jkt);
    expect(exportsOf(exportKey)).toBe(1);
  });

  it('whose stored thumbprint is not the tokens’ is not adopted', async () => {
    const { services } = freshBrowser();
    const first = await tab();
    await signIn(first, services);
    const stored = await first.storage.storageGet<Stored>('dpop-key');
    await first.storage.storageSet('dpop-key', { ...stored, jkt: 'another-key' });

    const reloaded = await tab();
    expect(await reloaded.auth.getSession()).toBeNull();
  });
});
