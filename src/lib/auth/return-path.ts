export const DEFAULT_RETURN_PATH = '/vehicles';

/**
 * Where to land after sign-in: a same-origin path only (RFC 9700 §4.11, no open redirector).
 * Refuses `//host`, `/\host`, absolute URLs, `javascript:` and anything that resolves to another origin.
 */
export function safeReturnPath(candidate: unknown, fallback = DEFAULT_RETURN_PATH): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  const base = 'https://dashboard.invalid';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('/sign-in') || path.startsWith('/callback')) return fallback;
  return path;
}
