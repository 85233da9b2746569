import { useEffect } from 'react';
import { useT } from '../lib/i18n';

/** Sets the tab title ("Status · Voltara Aero · Vehicle dashboard"); each page has its own (WCAG 2.4.2). */
export function useDocumentTitle(...parts: (string | undefined | false)[]) {
  const t = useT();
  const title = [...parts.filter(Boolean), t('app.name')].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
