/** Issue 10, fault 2: oidc-provider's lookups by user code, uid and grant read an index, not every entry. */
import type { AdapterPayload } from 'oidc-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from './adapter';

const N = 5_000;

/** A payload that counts how often its fields are read: a scan reads every entry's, an index none but the match's. */
function watched(i: number, reads: { n: number }): AdapterPayload {
  const fields = { userCode: `CODE${i}`, uid: `uid${i}`, grantId: `grant${i}` };
  const payload: AdapterPayload = {};
  for (const [name, value] of Object.entries(fields)) {
    Object.defineProperty(payload, name, {
      enumerable: true,
      get: () => {
        reads.n++;
        return value;
      },
    });
  }
  return payload;
}

describe('indexed lookups', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function filled() {
    const reads = { n: 0 };
    const store = new MemoryStore({ default: { max: N, perAccount: N } });
    const codes = new (store.adapterClass())('DeviceCode');
    for (let i = 0; i < N; i++) await codes.upsert(`dc${i}`, watched(i, reads), 600);
    reads.n = 0;
    return { store, codes, reads };
  }

  it('finds a device code by user code without reading the other entries (RFC 8628 §3.3)', async () => {
    const { codes, reads } = await filled();
    const found = await codes.findByUserCode(`CODE${N - 1}`);
    const missing = await codes.findByUserCode('NOT-A-CODE');
    expect(reads.n).toBe(0);
    expect(found).toMatchObject({ uid: `uid${N - 1}` });
    expect(missing).toBeUndefined();
  });

  it('finds by uid and revokes by grant without reading the other entries', async () => {
    const { store, codes, reads } = await filled();
    const found = await codes.findByUid(`uid${N / 2}`);
    await codes.revokeByGrantId(`grant${N / 2}`);
    // Removing the match reads its own indexed fields (3), and nothing else.
    expect(reads.n).toBeLessThanOrEqual(3);
    expect(found).toMatchObject({ userCode: `CODE${N / 2}` });
    expect(await codes.findByUid(`uid${N / 2}`)).toBeUndefined();
    expect(store.size('DeviceCode')).toBe(N - 1);
  });

  it('forgets the user code of a device code that was replaced, destroyed or expired', async () => {
    const store = new MemoryStore();
    const codes = new (store.adapterClass())('DeviceCode');
    await codes.upsert('a', { userCode: 'AAAA' }, 600);
    await codes.upsert('b', { userCode: 'BBBB' }, 600);
    await codes.upsert('a', { userCode: 'CCCC' }, 600);
    expect(await codes.findByUserCode('AAAA')).toBeUndefined();
    expect(await codes.findByUserCode('CCCC')).toBeDefined();
    await codes.destroy('b');
    expect(await codes.findByUserCode('BBBB')).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    await codes.upsert('d', { userCode: 'DDDD' }, 10);
    vi.advanceTimersByTime(10_000);
    expect(await codes.findByUserCode('DDDD')).toBeUndefined();
    expect(store.storedCount()).toBe(1);
  });
});
