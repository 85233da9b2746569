import { WORDS, type Lang } from './words';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const STYLESHEET_PATH = '/static/auth.css';

/** The frame of every page of the authorization server: no script, one served stylesheet. */
export function layout(title: string, main: string, o: { wide?: boolean; lang?: Lang } = {}): string {
  const lang = o.lang ?? 'en';
  const w = WORDS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${w.brand}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header class="brand"><span aria-hidden="true" class="logo">◆</span> ${w.brand} <span class="tag">${w.brandTag}</span></header>
<main class="card${o.wide ? ' wide' : ''}">
${main}
</main>
<footer class="foot">${w.footer}</footer>
</body>
</html>`;
}
