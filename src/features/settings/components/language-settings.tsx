import './language-settings.css';
import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, setLocale, useT } from '../../../lib/i18n';

/** The language picker in the header menu: each language named in itself; the choice is kept and every tab follows. */
export function LanguageSettings() {
  const t = useT();
  const id = useId();
  return (
    <div className="language-settings">
      <label htmlFor={id}>{t('settings.language')}</label>
      <select id={id} value={t.locale} onChange={(e) => isLocale(e.target.value) && void setLocale(e.target.value)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
