import type { Locale } from '../../config/locales';
import type { CompiledMessages } from './translator';
import type en from './messages/en.json';

/** Every message key of the app (the English catalogue is the reference; the test checks the others match it). */
export type MessageKey = keyof typeof en;

type Loader = () => Promise<{ default: CompiledMessages }>;

/**
 * Catalogues by namespace and language, each its own chunk, loaded when first used (scripts/icu-messages-plugin.ts
 * compiles them). `core` loads before the app renders; a view that needs another namespace awaits `loadMessages`.
 */
export const catalogues = {
  core: {
    en: () => import('virtual:messages/en'),
    de: () => import('virtual:messages/de'),
  },
  /**
   * A label and a one-line explanation (`<path>.about`) for every VSS signal the product shows, keyed by VSS path; and
   * what an alert or a trouble code means and what to do, keyed by code: `alert.<code>` (a title) and
   * `alert.<code>.about`, `dtc.<code>` and `dtc.<code>.about` (a code the catalogue does not know keeps the service's
   * words, `code-texts.ts`). Two files, one chunk: every vehicle view needs both.
   */
  signals: {
    en: () => import('virtual:messages/signals.en+codes.en'),
    de: () => import('virtual:messages/signals.de+codes.de'),
  },
} satisfies Record<string, Record<Locale, Loader>>;

export type Namespace = keyof typeof catalogues;
