import { escapeHtml, layout } from './html';
import { formParts } from './device';

export function logoutPage(form: string): string {
  const { action, xsrf } = formParts(form);
  return layout(
    'Sign out',
    `<h1>Sign out?</h1>
<p class="muted">This ends your session at the sandbox's authorization server.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}">
<div class="actions"><button type="submit" name="logout" value="yes">Sign out</button><button type="submit" class="secondary">Stay signed in</button></div>
</form>`,
  );
}

export function loggedOutPage(): string {
  return layout('Signed out', '<h1>Signed out</h1><p>You have signed out of the sandbox.</p>');
}
