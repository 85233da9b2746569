import 'fake-indexeddb/auto';
import { startI18n } from '../lib/i18n';

// Components read their words from the catalogue: English (jsdom's navigator language) is loaded before any test.
await startI18n();
