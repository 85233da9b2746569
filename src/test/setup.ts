import 'fake-indexeddb/auto';
import { loadMessages, startI18n } from '../lib/i18n';

// Components read their words from the catalogues: English (jsdom's navigator language) is loaded before any test.
await startI18n();
await loadMessages('signals');
