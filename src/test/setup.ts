import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import { loadMessages, startI18n } from '../lib/i18n';
import { setUnits } from '../stores/units-preference';
import { DEFAULT_UNITS } from '../utils/units';

// Components read their words from the catalogues: English (jsdom's navigator language) is loaded before any test.
await startI18n();
await loadMessages('signals');

/**
 * After every test of the `dom` project: unmount what it rendered, and put back what tests change for the whole page
 * (the network state, the units preference, Web Storage, fake timers). Test files add only what is theirs.
 */
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  setUnits(DEFAULT_UNITS);
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
