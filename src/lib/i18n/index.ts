/** Words in the user's language: see README.md in this folder. */
export {
  useT,
  t,
  setLocale,
  loadMessages,
  startI18n,
  type T,
  type MessageValues,
  type Message,
  type RichValues,
} from './runtime';
export { LOCALES, LOCALE_NAMES, isLocale, matchLocale, type Locale } from '../../config/locales';
export type { MessageKey } from './catalogues';
