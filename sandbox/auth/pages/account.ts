import { ACCESS_RECORD_RETENTION_DAYS } from '../../../contract';
import type { StaffIdentity } from '../../accounts';
import type { CarView } from '../account/view';
import { activeGrant, endedGrants, grantForm } from './account-grant';
import { accessRecord, whatThisCarShares } from './account-record';
import { escapeHtml, layout } from './html';

const TITLE = 'Sharing and support access';

function header(email: string, dashboardUrl: string) {
  return `<h1>${TITLE}</h1>
<p class="muted">Signed in as <strong>${escapeHtml(email)}</strong>. <a href="${escapeHtml(dashboardUrl)}">Back to dashboard</a> · <a href="/auth/logout">Sign out</a></p>`;
}

export type OwnerPageInput = {
  email: string;
  dashboardUrl: string;
  csrf: string;
  cars: CarView[];
  /** What the last action did (or why it did not), announced at the top, with a link to the car concerned. */
  notice?: Notice;
};

export type Notice = { text: string; error?: boolean; vin?: string };

function notice(n: Notice) {
  const link = n.vin ? ` <a href="#car-${escapeHtml(n.vin)}">Go to the car</a>` : '';
  return `<p class="${n.error ? 'error' : 'notice'}" role="${n.error ? 'alert' : 'status'}">${escapeHtml(n.text)}${link}</p>`;
}

function carSection(car: CarView, csrf: string) {
  return `<section class="car" id="car-${car.vin}" aria-labelledby="car-${car.vin}-title">
<h2 id="car-${car.vin}-title">${escapeHtml(car.name)} <span class="mono">${escapeHtml(car.vin)}</span></h2>
<h3>Support access</h3>
${car.active ? activeGrant(car, car.active, csrf) : grantForm(car, csrf)}
${endedGrants(car)}
${accessRecord(car)}
${whatThisCarShares(car)}
</section>`;
}

/** The owner's page: per car, the grant (or the form to give one), the access record and what the car shares. */
export function ownerAccountPage({ email, dashboardUrl, csrf, cars, notice: n }: OwnerPageInput): string {
  const organisation = cars[0]?.organisation ?? 'Support';
  const nav = cars.length
    ? `<nav aria-label="Your cars"><ul>${cars.map((c) => `<li><a href="#car-${c.vin}">${escapeHtml(c.name)}</a></li>`).join('')}</ul></nav>`
    : '<p>You have no cars registered with the service.</p>';
  return layout(
    TITLE,
    `${header(email, dashboardUrl)}
${n ? notice(n) : ''}
<p>${escapeHtml(organisation)} agents can see one of your cars only while you grant it, for one support case, and only the data you choose. You can revoke a grant here at any time with one click; it ends at the agent’s next request. Every support access is listed under its car and kept ${ACCESS_RECORD_RETENTION_DAYS} days. Agents appear by a pseudonymous id, not by name.</p>
${nav}
${cars.map((c) => carSection(c, csrf)).join('\n')}`,
    { wide: true },
  );
}

/** A staff account has no cars: the page says who owners see in their records, and where agents work instead. */
export function staffAccountPage(email: string, staff: StaffIdentity, dashboardUrl: string): string {
  return layout(
    TITLE,
    `${header(email, dashboardUrl)}
<p>This page is where car owners grant, revoke and watch support access. Your account is a support agent’s: owners see your requests in their access record as agent <span class="mono">${escapeHtml(staff.agentId)}</span> of ${escapeHtml(staff.organisation)}, never by name.</p>
<p>You can look at a customer’s car in the dashboard only while its owner’s grant for your case is active.</p>`,
  );
}

/** An error on the account page, with the way back. */
export function accountErrorPage(status: number, message: string): string {
  return layout(
    'Something went wrong',
    `<h1>Something went wrong</h1>
<p role="alert">${escapeHtml(message)}</p>
<p class="muted">HTTP ${escapeHtml(status)}. <a href="/account">Open the account page again</a>.</p>`,
  );
}
