import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore } from './local-store';

const parse = (v: unknown) => (v === 'a' || v === 'b' ? v : 'a');

describe('localStore: a preference shared by every tab', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('listens for other tabs once, however many values subscribe', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const store = localStore('test-pref', parse, 'a');
    const stops = [vi.fn(), vi.fn(), vi.fn()].map((l) => store.subscribe(l));
    expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    stops.forEach((stop) => stop());
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
  });

  it("another tab's choice reaches every subscriber, and only for its own key", () => {
    const store = localStore('test-pref', parse, 'a');
    const listeners = [vi.fn(), vi.fn()];
    const stops = listeners.map((l) => store.subscribe(l));
    localStorage.setItem('test-pref', JSON.stringify('b'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listeners[0]).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-pref' }));
    expect(store.get()).toBe('b');
    for (const l of listeners) expect(l).toHaveBeenCalledTimes(1);
    stops.forEach((stop) => stop());
  });
});
