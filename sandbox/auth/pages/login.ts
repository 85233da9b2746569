import { ACCOUNTS, type Account } from '../../accounts';
import { authorizationDetailsFor } from '../../permissions';
import { fleetVehicle } from '../../fleet';
import { escapeHtml, layout } from './html';
import { WORDS, type Lang, type Words } from './words';

function whatTheySee(account: Account, w: Words): string {
  if (account.staff)
    return `<p>${w.agent} <span class="mono">${escapeHtml(account.staff.agentId)}</span>, ${escapeHtml(account.staff.organisation)}: ${w.agentSees}</p>`;
  const details = authorizationDetailsFor({ kind: 'account', accountId: account.id }).filter(
    (d) => d.type === 'vehicle_data',
  );
  if (details.length === 0) return `<p class="muted">${w.noVehicles}</p>`;
  const rows = details.map((d) => {
    const car = fleetVehicle(d.vin);
    const name = car ? `${car.brand} ${car.model} (${car.year})` : d.vin;
    const withoutLocation = !d.categories.includes('location');
    return `<li>${escapeHtml(name)} <span class="mono">${escapeHtml(d.vin)}</span> ${w.as} ${escapeHtml((d.relation && w.relation[d.relation]) ?? d.relation)}${withoutLocation ? `, ${w.withoutLocation}` : ''}</li>`;
  });
  return `<ul>${rows.join('')}</ul>`;
}

/** The demo accounts and what each may see, read from accounts.ts and the access rules. */
function demoAccounts(w: Words): string {
  const rows = ACCOUNTS.map(
    (a) =>
      `<tr><td><span class="mono">${escapeHtml(a.email)}</span><br><span class="muted">${escapeHtml(a.name)}, ${escapeHtml(a.role)}</span></td><td>${whatTheySee(a, w)}</td></tr>`,
  );
  return `<h2 id="demo-accounts">${w.demoAccounts}</h2>
<p class="muted">${w.demoPassword} <code>demo</code>.</p>
<table aria-labelledby="demo-accounts"><thead><tr><th scope="col">${w.account}</th><th scope="col">${w.sees}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export type LoginPageInput = {
  action: string;
  csrf: string;
  clientName: string;
  email?: string;
  error?: string;
  lang?: Lang;
};

export function loginPage({ action, csrf, clientName, email, error, lang = 'en' }: LoginPageInput): string {
  const w = WORDS[lang];
  return layout(
    w.signIn,
    `<h1>${w.signIn}</h1>
<p class="muted">${w.continueTo} <strong>${escapeHtml(clientName)}</strong></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<label for="email">${w.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${error || !email ? ' autofocus' : ''}>
<label for="password">${w.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email && !error ? ' autofocus' : ''}>
<div class="actions"><button type="submit">${w.signIn}</button></div>
</form>
${demoAccounts(w)}`,
    { lang },
  );
}
