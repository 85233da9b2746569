import type { AuthorizationDetail } from '../../../contract';
import { fleetVehicle } from '../../fleet';
import { escapeHtml, layout } from './html';

const SCOPE_TEXT: Record<string, string> = {
  openid: 'Know who you are (your account identifier)',
  'vehicle:read': 'Read vehicle data: details, status, alerts, journeys, location, EV charging and battery',
  'charger:read': 'Read charger data',
  offline_access: 'Stay signed in while you are away',
};

export type ConsentPageInput = {
  action: string;
  csrf: string;
  clientName: string;
  clientId: string;
  accountEmail: string;
  scopes: string[];
  details: AuthorizationDetail[];
};

export function consentPage({
  action,
  csrf,
  clientName,
  clientId,
  accountEmail,
  scopes,
  details,
}: ConsentPageInput): string {
  const vehicles = details.filter((d) => d.type === 'vehicle_data');
  const support = details.find((d) => d.type === 'vehicle_support');
  const scopeItems = scopes
    .map((s) => `<li><code>${escapeHtml(s)}</code>: ${escapeHtml(SCOPE_TEXT[s] ?? 'Unknown permission')}</li>`)
    .join('');
  const vehicleRows = vehicles
    .map((v) => {
      const car = fleetVehicle(v.vin);
      return `<tr><td>${escapeHtml(car ? `${car.brand} ${car.model}` : v.vin)}<br><span class="mono">${escapeHtml(v.vin)}</span></td><td>${escapeHtml(v.categories.join(', '))}</td></tr>`;
    })
    .join('');
  const vehicleTable = support
    ? `<p>As support agent <span class="mono">${escapeHtml(support.agentId)}</span> of ${escapeHtml(support.organisation)}: a customer’s car, looked up by its VIN, only while its owner’s support grant is active, and only the data the owner shares. The owner sees each access.</p>`
    : vehicles.length
      ? `<table aria-labelledby="vehicles"><thead><tr><th scope="col">Vehicle</th><th scope="col">Data</th></tr></thead><tbody>${vehicleRows}</tbody></table>`
      : '<p class="muted">You have no vehicles this application could see.</p>';
  return layout(
    'Allow access',
    `<h1>Allow access?</h1>
<p><strong>${escapeHtml(clientName)}</strong> <span class="muted">(<code>${escapeHtml(clientId)}</code>)</span> asks to act for <strong>${escapeHtml(accountEmail)}</strong>.</p>
<h2 id="scopes">It will be able to</h2>
<ul aria-labelledby="scopes">${scopeItems}</ul>
<h2 id="vehicles">For these vehicles</h2>
${vehicleTable}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<div class="actions"><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny" class="secondary">Deny</button></div>
</form>`,
  );
}
