import { escapeHtml, layout } from './html';

/** oidc-provider hands the device pages a ready-made form; we keep its action and CSRF value and write our own markup. */
export function formParts(form: string): { action: string; xsrf: string } {
  const action = /action="([^"]*)"/.exec(form)?.[1] ?? '';
  const xsrf = /name="xsrf" value="([^"]*)"/.exec(form)?.[1] ?? '';
  return { action, xsrf };
}

export function userCodeInputPage(form: string, error?: string): string {
  const { action, xsrf } = formParts(form);
  return layout(
    'Connect a device',
    `<h1>Connect a device</h1>
<p class="muted">Enter the code shown on your device to sign it in.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<input type="hidden" name="xsrf" value="${xsrf}">
<label for="user_code">Code</label>
<input id="user_code" name="user_code" type="text" class="code" autocomplete="off" autocapitalize="characters" spellcheck="false" required autofocus>
<div class="actions"><button type="submit">Continue</button></div>
</form>`,
  );
}

export function userCodeConfirmPage(form: string, clientName: string, userCode: string): string {
  const { action, xsrf } = formParts(form);
  return layout(
    'Confirm the device',
    `<h1>Confirm the device</h1>
<p><strong>${escapeHtml(clientName)}</strong> asks to sign in. Check that your device shows this code:</p>
<p class="usercode mono">${escapeHtml(userCode)}</p>
<p class="muted">If you did not start this, or the code differs, choose Abort.</p>
<form method="post" action="${action}">
<input type="hidden" name="xsrf" value="${xsrf}">
<input type="hidden" name="user_code" value="${escapeHtml(userCode)}">
<div class="actions"><button type="submit" name="confirm" value="yes">Continue</button><button type="submit" name="abort" value="yes" class="secondary">Abort</button></div>
</form>`,
  );
}

export function deviceSuccessPage(clientName: string): string {
  return layout(
    'Device connected',
    `<h1>Device connected</h1><p>${escapeHtml(clientName)} is signed in. You can close this page and return to your device.</p>`,
  );
}
