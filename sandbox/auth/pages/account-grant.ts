import {
  ALWAYS_SHARED,
  GRANT_MAX_DAYS,
  GRANT_MIN_DAYS,
  PURPOSE_MAX_LENGTH,
  type SupportCategory,
} from '../../../contract';
import { SHARING_FACTS, type SupportGrant } from '../../support';
import type { CarView } from '../account/view';
import { escapeHtml } from './html';

export const categoryName = (c: string) => SHARING_FACTS[c as SupportCategory]?.name ?? c;
const names = (cs: readonly string[]) => (cs.length ? cs.map(categoryName).join(', ') : 'nothing else');

/** An instant as the page shows it: UTC to the minute, machine-readable in `datetime`. */
export const time = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 16).replace('T', ' ')} UTC</time>`;
};

const REVOKE_EFFECT = 'Revoking takes effect at the agent’s next request, on the web and on the live stream.';

/** The car's active grant, and the one-click revoke (a button of the same weight as "Grant access"). */
export function activeGrant(car: CarView, grant: SupportGrant, csrf: string): string {
  const notShared = car.shareable.filter((c) => !grant.categories.includes(c));
  const row = (label: string, value: string) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`;
  return `<p><strong>Active.</strong> ${escapeHtml(grant.organisation)} agents can see this car until ${time(grant.expiresAt)}.</p>
<table aria-label="Active support grant for ${escapeHtml(car.name)}"><tbody>
${row('Case', `<span class="mono">${escapeHtml(grant.caseReference)}</span>`)}
${row('Purpose', escapeHtml(grant.purpose))}
${row('Shared', escapeHtml(names(grant.categories)))}
${row('Not shared', escapeHtml(names(notShared)))}
${row('Granted', time(grant.grantedAt))}
${row('Ends', time(grant.expiresAt))}
</tbody></table>
<form method="post" action="/account/grants/${escapeHtml(grant.id)}/revoke">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<div class="actions"><button type="submit">Revoke access</button></div>
</form>
<p class="muted">${REVOKE_EFFECT} You can grant access again afterwards.</p>`;
}

function field(id: string, label: string, input: string, error?: string) {
  return `<label for="${id}">${label}</label>
${input}${error ? `\n<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

const invalid = (id: string, error?: string) => (error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '');

/** The grant form: case, purpose, categories (location and journeys unticked), expiry; says how to revoke first. */
export function grantForm(car: CarView, csrf: string): string {
  const { values, errors, message } = car.form;
  const id = (name: string) => `${name}-${car.vin}`;
  const boxes = car.shareable
    .map((c) => {
      const always = ALWAYS_SHARED.includes(c);
      const checked = always || values.categories.includes(c) ? ' checked' : '';
      const input = always
        ? `<input type="checkbox" checked disabled>`
        : `<input type="checkbox" name="categories" value="${escapeHtml(c)}"${checked}>`;
      return `<label class="check">${input} ${escapeHtml(categoryName(c))}${always ? ' <span class="muted">(always included)</span>' : ''}</label>`;
    })
    .join('\n');
  const locationOff = car.locationSharing
    ? '<p class="muted">Precise location and journeys stay private unless you tick them.</p>'
    : '<p class="muted">Location sharing is off for this car, so location and journeys cannot be shared.</p>';
  const summary =
    message || Object.keys(errors).length
      ? `<p class="error" role="alert">${escapeHtml(message ?? 'Check the fields marked below.')}</p>`
      : '';
  return `<p>No support grant is active: ${escapeHtml(car.organisation)} agents cannot see this car.</p>
<form method="post" action="/account/grants">
${summary}
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<input type="hidden" name="vin" value="${escapeHtml(car.vin)}">
${field(
  id('case'),
  'Case reference <span class="muted">(from the support agent, like CASE-12345)</span>',
  `<input id="${id('case')}" name="caseReference" type="text" required maxlength="13" autocomplete="off" pattern="[Cc][Aa][Ss][Ee]-[0-9]{5,8}" value="${escapeHtml(values.caseReference)}"${invalid(id('case'), errors.caseReference)}>`,
  errors.caseReference,
)}
${field(
  id('purpose'),
  'Purpose <span class="muted">(what the agent is helping with)</span>',
  `<input id="${id('purpose')}" name="purpose" type="text" required maxlength="${PURPOSE_MAX_LENGTH}" value="${escapeHtml(values.purpose)}"${invalid(id('purpose'), errors.purpose)}>`,
  errors.purpose,
)}
<fieldset${errors.categories ? ` aria-describedby="${id('categories')}-error"` : ''}><legend>Data to share</legend>
${boxes}
${locationOff}${errors.categories ? `\n<p class="field-error" id="${id('categories')}-error">${escapeHtml(errors.categories)}</p>` : ''}
</fieldset>
${field(
  id('days'),
  `Access ends after this many days <span class="muted">(${GRANT_MIN_DAYS} to ${GRANT_MAX_DAYS})</span>`,
  `<input id="${id('days')}" name="days" type="number" required min="${GRANT_MIN_DAYS}" max="${GRANT_MAX_DAYS}" step="1" value="${escapeHtml(values.days)}"${invalid(id('days'), errors.days)}>`,
  errors.days,
)}
<p>You can revoke this access at any time on this page with one click (<strong>Revoke access</strong>). ${REVOKE_EFFECT} Every access is recorded below.</p>
<div class="actions"><button type="submit">Grant access</button></div>
</form>`;
}

/** Grants that have ended (kept 90 days): the history behind the access record. */
export function endedGrants(car: CarView): string {
  if (!car.ended.length) return '';
  const items = car.ended
    .map(
      ({ grant, state }) =>
        `<li><span class="mono">${escapeHtml(grant.caseReference)}</span> (${escapeHtml(grant.purpose)}): ${state === 'revoked' ? `revoked ${time(grant.revokedAt!)}` : `expired ${time(grant.expiresAt)}`}</li>`,
    )
    .join('');
  return `<h3>Earlier grants</h3><ul>${items}</ul>`;
}
