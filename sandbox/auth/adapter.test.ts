import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from './adapter';

describe('MemoryStore', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores, finds, consumes and destroys by id, user code, uid and grant', async () => {
    const store = new MemoryStore();
    const Adapter = store.adapterClass();
    const codes = new Adapter('DeviceCode');
    await codes.upsert('a', { userCode: 'ABCD', uid: 'u1', grantId: 'g1' }, 60);
    expect(await codes.findByUserCode('ABCD')).toMatchObject({ uid: 'u1' });
    expect(await codes.findByUid('u1')).toMatchObject({ userCode: 'ABCD' });
    await codes.consume('a');
    expect((await codes.find('a'))?.consumed).toEqual(expect.any(Number));
    await codes.revokeByGrantId('g1');
    expect(await codes.find('a')).toBeUndefined();
  });

  it('forgets entries when they expire, and sweeps expired ones away', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = new MemoryStore();
    const replay = new (store.adapterClass())('ReplayDetection');
    for (let i = 0; i < 499; i++) await replay.upsert(`j${i}`, {}, 10);
    expect(store.size('ReplayDetection')).toBe(499);
    vi.advanceTimersByTime(11_000);
    expect(await replay.find('j0')).toBeUndefined();
    expect(store.storedCount()).toBe(498);
    await replay.upsert('fresh', {}, 10);
    expect(store.storedCount()).toBe(1);
  });

  it("revokes every grant that holds an account's refresh tokens", async () => {
    const store = new MemoryStore();
    const Adapter = store.adapterClass();
    const rts = new Adapter('RefreshToken');
    const grants = new Adapter('Grant');
    await rts.upsert('rt1', { accountId: 'acct-1', grantId: 'g1' }, 60);
    await rts.upsert('rt2', { accountId: 'acct-2', grantId: 'g2' }, 60);
    await grants.upsert('g1', { accountId: 'acct-1' }, 60);
    await grants.upsert('g2', { accountId: 'acct-2' }, 60);
    expect(store.revokeRefreshTokensOf('acct-1')).toBe(1);
    expect(await rts.find('rt1')).toBeUndefined();
    expect(await grants.find('g1')).toBeUndefined();
    expect(await rts.find('rt2')).toBeDefined();
    expect(await grants.find('g2')).toBeDefined();
  });
});
