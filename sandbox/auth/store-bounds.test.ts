/** Issue 10, fault 2: every model of the in-memory store is bounded, and a signed-in user's entries are never the price. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from './adapter';

const bounded = (max: number, perAccount = max) =>
  new MemoryStore({
    default: { max: 1_000, perAccount: 1_000 },
    Interaction: { max, perAccount },
    Session: { max, perAccount },
  });

describe('store bounds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a model at its bound under 20,000 inserts, keeping the newest', async () => {
    const store = bounded(100);
    const interactions = new (store.adapterClass())('Interaction');
    for (let i = 0; i < 20_000; i++) await interactions.upsert(`i${i}`, { uid: `u${i}` }, 600);
    expect(store.storedCount()).toBe(100);
    expect(await interactions.find('i19999')).toBeDefined();
    expect(await interactions.find('i19900')).toBeDefined();
    expect(await interactions.find('i19899')).toBeUndefined();
    expect(await interactions.findByUid('u0')).toBeUndefined();
  });

  it('drops expired entries before it evicts a live one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = bounded(10);
    const sessions = new (store.adapterClass())('Session');
    // The long-lived ones go in first: evicting the oldest alone would drop them, only the expiry sweep keeps them.
    for (let i = 0; i < 5; i++) await sessions.upsert(`long${i}`, {}, 600);
    for (let i = 0; i < 5; i++) await sessions.upsert(`short${i}`, {}, 10);
    vi.advanceTimersByTime(11_000);
    for (let i = 0; i < 5; i++) await sessions.upsert(`new${i}`, {}, 600);
    for (let i = 0; i < 5; i++) expect(await sessions.find(`long${i}`)).toBeDefined();
    expect(store.storedCount()).toBe(10);
  });

  it('never evicts a signed-in session to make room for anonymous ones', async () => {
    const store = bounded(10);
    const sessions = new (store.adapterClass())('Session');
    for (let i = 0; i < 4; i++) await sessions.upsert(`signed-in${i}`, { accountId: `acct-${i}` }, 86_400);
    for (let i = 0; i < 1_000; i++) await sessions.upsert(`anonymous${i}`, {}, 600);
    for (let i = 0; i < 4; i++) expect(await sessions.find(`signed-in${i}`)).toMatchObject({ accountId: `acct-${i}` });
    expect(store.size('Session')).toBe(10);
  });

  it('refuses a new entry with 503 temporarily_unavailable when only signed-in entries are left', async () => {
    const store = bounded(3);
    const sessions = new (store.adapterClass())('Session');
    for (let i = 0; i < 3; i++) await sessions.upsert(`s${i}`, { accountId: `acct-${i}` }, 86_400);
    const refused = sessions.upsert('one-more', {}, 600);
    await expect(refused).rejects.toMatchObject({ status: 503, error: 'temporarily_unavailable', expose: true });
    for (let i = 0; i < 3; i++) expect(await sessions.find(`s${i}`)).toBeDefined();
    // Updating an entry already held always works.
    await sessions.upsert('s0', { accountId: 'acct-0', touched: 1 }, 86_400);
    expect(await sessions.find('s0')).toMatchObject({ touched: 1 });
  });

  it('caps each account on its own: past its cap an account loses its own oldest entry, no one else’s', async () => {
    const store = bounded(100, 3);
    const sessions = new (store.adapterClass())('Session');
    await sessions.upsert('other', { accountId: 'acct-other' }, 86_400);
    for (let i = 0; i < 10; i++) await sessions.upsert(`mine${i}`, { accountId: 'acct-me' }, 86_400);
    expect(await sessions.find('other')).toBeDefined();
    expect((await Promise.all([7, 8, 9].map((i) => sessions.find(`mine${i}`)))).every(Boolean)).toBe(true);
    expect(await sessions.find('mine6')).toBeUndefined();
    expect(store.size('Session')).toBe(4);
  });

  it('moves a device code from anonymous to its account when the user confirms it', async () => {
    const store = new MemoryStore({ default: { max: 2, perAccount: 2 } });
    const codes = new (store.adapterClass())('DeviceCode');
    await codes.upsert('confirmed', { userCode: 'AAAA' }, 600);
    await codes.upsert('confirmed', { userCode: 'AAAA', accountId: 'acct-1' }, 600);
    for (let i = 0; i < 50; i++) await codes.upsert(`flood${i}`, { userCode: `F${i}` }, 600);
    expect(await codes.findByUserCode('AAAA')).toMatchObject({ accountId: 'acct-1' });
  });
});
