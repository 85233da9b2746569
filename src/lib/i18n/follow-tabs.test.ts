import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageNames } from '../../config/storage-names';

/** A fresh copy of the runtime: its language, listeners and `following` flag start from nothing (the setup's is shared). */
async function freshRuntime() {
  vi.resetModules();
  return import('./runtime');
}

const storageListeners = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([type]) => type === 'storage');

/** What the browser does in this tab when another tab stores a language. */
const otherTabPicks = (locale: string) => {
  localStorage.setItem(storageNames.locale, locale);
  window.dispatchEvent(new StorageEvent('storage', { key: storageNames.locale, newValue: locale }));
};

describe('following the language other tabs pick (issue 18: not in the entry’s task)', () => {
  beforeEach(() => {
    // jsdom has no requestIdleCallback: `whenIdle` is a timer there.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.lang = 'en';
  });

  it('the start adds no storage listener; the first idle moment does, and another tab’s choice is then applied', async () => {
    const runtime = await freshRuntime();
    const addListener = vi.spyOn(window, 'addEventListener');
    const started = runtime.startI18n();
    expect(storageListeners(addListener)).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(storageListeners(addListener)).toHaveLength(1);
    vi.useRealTimers();
    await started;
    expect(runtime.t.locale).toBe('en');

    otherTabPicks('de');
    await vi.waitFor(() => expect(runtime.t.locale).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
  });

  it('a language another tab picked before this tab listened is applied when it starts listening, once', async () => {
    const runtime = await freshRuntime();
    const started = runtime.startI18n();
    vi.useRealTimers(); // the idle timer is dropped: this test calls `followOtherTabs` itself
    await started;
    localStorage.setItem(storageNames.locale, 'de'); // no event reaches a tab that does not listen yet
    const addListener = vi.spyOn(window, 'addEventListener');

    runtime.followOtherTabs();
    runtime.followOtherTabs();
    expect(storageListeners(addListener)).toHaveLength(1);
    await vi.waitFor(() => expect(runtime.t.locale).toBe('de'));
  });
});
