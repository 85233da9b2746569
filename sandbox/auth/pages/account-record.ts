import { ACCESS_RECORD_RETENTION_DAYS, ALWAYS_SHARED, type SupportCategory } from '../../../contract';
import { SHARING_FACTS, type AccessEntry } from '../../support';
import type { CarView } from '../account/view';
import { categoryName, time } from './account-grant';
import { escapeHtml } from './html';

const RETENTION = `Entries are kept ${ACCESS_RECORD_RETENTION_DAYS} days after the last request, then deleted; nothing leaves the record earlier. Repeated requests for the same data by the same agent on the same day (UTC) share a line, with their count.`;
const FULL = `<p role="status" class="notice">Support reads of this car are paused: its access record is full, and no read is allowed that it could not record. They resume as lines reach the end of their ${ACCESS_RECORD_RETENTION_DAYS} days.</p>`;

function when(e: AccessEntry) {
  return e.requests > 1 && e.lastAt !== e.firstAt ? `${time(e.firstAt)} to ${time(e.lastAt)}` : time(e.lastAt);
}

/** The owner's record of support accesses to one car (GDPR Art. 15; the agent by pseudonym, not by name). */
export function accessRecord(car: CarView): string {
  const heading = `<h3 id="record-${car.vin}">Access record</h3>${car.recordFull ? FULL : ''}`;
  if (!car.record.length)
    return `${heading}<p>No support access to this car in the last ${ACCESS_RECORD_RETENTION_DAYS} days.</p><p class="muted">${RETENTION}</p>`;
  const rows = car.record
    .map(
      (
        e,
      ) => `<tr><td>${when(e)}</td><td><span class="mono">${escapeHtml(e.caseReference)}</span><br>${escapeHtml(e.purpose)}</td>
<td>${escapeHtml(categoryName(e.category))}</td><td>${e.outcome === 'viewed' ? 'Viewed' : 'Refused: not shared'}</td>
<td class="mono">${escapeHtml(e.agentId)}</td><td>${escapeHtml(e.organisation)}</td><td>${e.requests}</td></tr>`,
    )
    .join('\n');
  return `${heading}
<div class="scroll" role="region" tabindex="0" aria-labelledby="record-${car.vin} car-${car.vin}-title"><table aria-labelledby="record-${car.vin}"><thead><tr><th scope="col">When</th><th scope="col">Case and purpose</th><th scope="col">Data</th><th scope="col">Result</th><th scope="col">Agent</th><th scope="col">Organisation</th><th scope="col">Requests</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>
<p class="muted">${RETENTION}</p>`;
}

function recipients(car: CarView, c: SupportCategory): string {
  if (!car.locationSharing && (c === 'location' || c === 'journeys'))
    return 'No one: location sharing is off for this car.';
  const out = ['You and the apps you allow'];
  if (car.fleet) out.push('your fleet operator (fleet-demo)');
  const support = escapeHtml(car.organisation);
  if (car.active?.categories.includes(c))
    out.push(`${support} under case ${escapeHtml(car.active.caseReference)} until ${time(car.active.expiresAt)}`);
  else if (ALWAYS_SHARED.includes(c)) out.push(`${support} while a grant of yours is active`);
  else out.push(`${support} only if you share it in a grant`);
  return out.join('; ');
}

/** "What this car shares" (EU Data Act Art. 3): each category, how often it is collected, how long kept, who gets it. */
export function whatThisCarShares(car: CarView): string {
  const categories = [...car.shareable];
  for (const c of ['location', 'journeys'] as const) if (!categories.includes(c)) categories.push(c);
  const rows = categories
    .map((c) => {
      const f = SHARING_FACTS[c];
      return `<tr><th scope="row">${escapeHtml(f.name)}</th><td>${escapeHtml(f.holds)}</td><td>${escapeHtml(f.collected)}</td><td>${escapeHtml(f.kept)}</td><td>${recipients(car, c)}</td></tr>`;
    })
    .join('\n');
  return `<h3 id="shares-${car.vin}">What this car shares</h3>
<div class="scroll" role="region" tabindex="0" aria-labelledby="shares-${car.vin} car-${car.vin}-title"><table aria-labelledby="shares-${car.vin}"><thead><tr><th scope="col">Data</th><th scope="col">What it holds</th><th scope="col">How often it is collected</th><th scope="col">How long it is kept</th><th scope="col">Who receives it</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`;
}
