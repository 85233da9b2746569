import type { T } from './runtime';

/**
 * What an alert or a trouble code means and what to do, in the user's language (`messages/codes.*.json`, keyed by
 * code, loaded with the signals). The service's own words stand in for a code the catalogue does not know; views keep the code itself visible.
 */
export const alertTitle = (t: T, alert: { code: string; title: string }): string =>
  t.dynamic(`alert.${alert.code}`) ?? alert.title;

export const alertAbout = (t: T, alert: { code: string; description: string }): string =>
  t.dynamic(`alert.${alert.code}.about`) ?? alert.description;

/** A trouble code's meaning in a few words, where the catalogue has one (the code alone otherwise). */
export const troubleCodeTitle = (t: T, code: string): string | undefined => t.dynamic(`dtc.${code}`);

export const troubleCodeAbout = (t: T, code: { code: string; description: string }): string =>
  t.dynamic(`dtc.${code.code}.about`) ?? code.description;

/** The service's own words may run right to left: they get `dir="auto"`; the catalogue's follow the page. */
export const alertDir = (t: T, alert: { code: string }): 'auto' | undefined =>
  t.dynamic(`alert.${alert.code}`) === undefined ? 'auto' : undefined;

export const troubleCodeDir = (t: T, code: string): 'auto' | undefined =>
  knowsTroubleCode(t, code) ? undefined : 'auto';

/** Whether the catalogue explains this code (what happened and what to do) in the user's language. */
export const knowsTroubleCode = (t: T, code: string): boolean => t.dynamic(`dtc.${code}.about`) !== undefined;

/** A trouble code in one line of text (a report, a CSV cell): its meaning, then what happened and what to do. */
export const troubleCodeLine = (t: T, code: { code: string; description: string }): string =>
  [troubleCodeTitle(t, code.code), troubleCodeAbout(t, code)].filter(Boolean).join(': ');
