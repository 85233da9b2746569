import { ACCOUNTS, type Account } from '../../accounts';
import { authorizationDetailsFor } from '../../permissions';
import { fleetVehicle } from '../../fleet';
import { escapeHtml, layout } from './html';

function whatTheySee(account: Account): string {
  if (account.staff)
    return `<p>Agent <span class="mono">${escapeHtml(account.staff.agentId)}</span>, ${escapeHtml(account.staff.organisation)}: a customer’s car only while its owner’s support grant is active. The demo starts with grants on the EV sedan, EV SUV and diesel van (location included) and the EV without location.</p>`;
  const details = authorizationDetailsFor({ kind: 'account', accountId: account.id }).filter(
    (d) => d.type === 'vehicle_data',
  );
  if (details.length === 0) return '<p class="muted">No vehicles.</p>';
  const rows = details.map((d) => {
    const car = fleetVehicle(d.vin);
    const name = car ? `${car.brand} ${car.model} (${car.year})` : d.vin;
    const withoutLocation = !d.categories.includes('location');
    return `<li>${escapeHtml(name)} <span class="mono">${escapeHtml(d.vin)}</span> as ${escapeHtml(d.relation)}${withoutLocation ? ', without location and journeys' : ''}</li>`;
  });
  return `<ul>${rows.join('')}</ul>`;
}

/** The demo accounts and what each may see, read from accounts.ts and the access rules. */
function demoAccounts(): string {
  const rows = ACCOUNTS.map(
    (a) =>
      `<tr><td><span class="mono">${escapeHtml(a.email)}</span><br><span class="muted">${escapeHtml(a.name)}, ${escapeHtml(a.role)}</span></td><td>${whatTheySee(a)}</td></tr>`,
  );
  return `<h2 id="demo-accounts">Demo accounts</h2>
<p class="muted">Every demo account uses the password <code>demo</code>.</p>
<table aria-labelledby="demo-accounts"><thead><tr><th scope="col">Account</th><th scope="col">Sees</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export type LoginPageInput = { action: string; csrf: string; clientName: string; email?: string; error?: string };

export function loginPage({ action, csrf, clientName, email, error }: LoginPageInput): string {
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<p class="muted">to continue to <strong>${escapeHtml(clientName)}</strong></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${error || !email ? ' autofocus' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email && !error ? ' autofocus' : ''}>
<div class="actions"><button type="submit">Sign in</button></div>
</form>
${demoAccounts()}`,
  );
}
