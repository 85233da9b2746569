import { useEffect } from 'react';

const PRODUCT_NAME = 'Vehicle dashboard';

/** Sets the tab title ("Status · Voltara Aero · Vehicle dashboard"); each page has its own (WCAG 2.4.2). */
export function useDocumentTitle(...parts: (string | undefined | false)[]) {
  const title = [...parts.filter(Boolean), PRODUCT_NAME].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
