import type { AuthorizationDetail } from '../../../contract';
import { fleetVehicle } from '../../fleet';
import { escapeHtml, layout } from './html';
import { WORDS, type Lang } from './words';

export type ConsentPageInput = {
  action: string;
  csrf: string;
  clientName: string;
  clientId: string;
  accountEmail: string;
  scopes: string[];
  details: AuthorizationDetail[];
  lang?: Lang;
};

export function consentPage({
  action,
  csrf,
  clientName,
  clientId,
  accountEmail,
  scopes,
  details,
  lang = 'en',
}: ConsentPageInput): string {
  const w = WORDS[lang];
  const vehicles = details.filter((d) => d.type === 'vehicle_data');
  const support = details.find((d) => d.type === 'vehicle_support');
  const scopeItems = scopes
    .map((s) => `<li><code>${escapeHtml(s)}</code>: ${escapeHtml(w.scopes[s] ?? w.unknownScope)}</li>`)
    .join('');
  const vehicleRows = vehicles
    .map((v) => {
      const car = fleetVehicle(v.vin);
      return `<tr><td>${escapeHtml(car ? `${car.brand} ${car.model}` : v.vin)}<br><span class="mono">${escapeHtml(v.vin)}</span></td><td>${escapeHtml(v.categories.map((c) => w.categories[c] ?? c).join(', '))}</td></tr>`;
    })
    .join('');
  const vehicleTable = support
    ? `<p>${escapeHtml(w.supportAgent(support.agentId, support.organisation))}</p>`
    : vehicles.length
      ? `<table aria-labelledby="vehicles"><thead><tr><th scope="col">${w.vehicle}</th><th scope="col">${w.data}</th></tr></thead><tbody>${vehicleRows}</tbody></table>`
      : `<p class="muted">${w.noVehiclesForApp}</p>`;
  return layout(
    w.allowTitle,
    `<h1>${w.allowQuestion}</h1>
<p><strong>${escapeHtml(clientName)}</strong> <span class="muted">(<code>${escapeHtml(clientId)}</code>)</span> ${w.asksToAct} <strong>${escapeHtml(accountEmail)}</strong>.</p>
<h2 id="scopes">${w.willBeAbleTo}</h2>
<ul aria-labelledby="scopes">${scopeItems}</ul>
<h2 id="vehicles">${w.forVehicles}</h2>
${vehicleTable}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<div class="actions"><button type="submit" name="decision" value="allow">${w.allow}</button><button type="submit" name="decision" value="deny" class="secondary">${w.deny}</button></div>
</form>`,
    { lang },
  );
}
