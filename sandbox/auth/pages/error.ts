import { escapeHtml, layout } from './html';

/** The error page of the authorization server; every value is escaped (reflected parameters, XSS). */
export function errorPage(status: number, error: string, description?: string): string {
  return layout(
    'Something went wrong',
    `<h1>Something went wrong</h1>
<p role="alert"><strong>${escapeHtml(error)}</strong>${description ? `: ${escapeHtml(description)}` : ''}</p>
<p class="muted">HTTP ${escapeHtml(status)}. Go back to the application and start the sign-in again.</p>`,
  );
}
