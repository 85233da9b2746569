/** Helpers for tests of the account page: a form's fields as a browser would submit them, untouched. */

/** The HTML of the form whose action is `action` (the first one when several share it). */
export function formHtml(html: string, action: string | RegExp): string {
  for (const m of html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)) {
    const a = /action="([^"]*)"/.exec(m[0])?.[1]?.replaceAll('&amp;', '&') ?? '';
    if (typeof action === 'string' ? a === action : action.test(a)) return m[0];
  }
  throw new Error(`no form with action ${String(action)}`);
}

const unescape = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** What submitting the form unchanged sends: hidden, text and number inputs, and the ticked enabled checkboxes. */
export function formFields(form: string): URLSearchParams {
  const out = new URLSearchParams();
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(input)?.[1];
    if (!name || /\sdisabled\b/.test(input)) continue;
    const type = /\stype="([^"]*)"/.exec(input)?.[1] ?? 'text';
    const value = unescape(/\svalue="([^"]*)"/.exec(input)?.[1] ?? '');
    if (type === 'checkbox' && !/\schecked\b/.test(input)) continue;
    out.append(name, value);
  }
  return out;
}

/** The form for one car, by its hidden `vin`. */
export function grantFormOf(html: string, vin: string): string {
  for (const m of html.matchAll(/<form\b[^>]*action="\/account\/grants"[^>]*>[\s\S]*?<\/form>/g))
    if (m[0].includes(`name="vin" value="${vin}"`)) return m[0];
  throw new Error(`no grant form for ${vin}`);
}
