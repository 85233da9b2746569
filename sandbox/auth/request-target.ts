/**
 * The request target as a URL on this server (RFC 9112 §3.2): origin-form, or absolute-form naming the issuer's
 * own origin (§3.2.2). Anything else is undefined and gets a 400: asterisk- and authority-form, another origin, a
 * path starting with `//`, and a path a URL parser would rewrite (dot segments, backslashes, characters it escapes),
 * so every handler here sees the same path as the request line.
 */
export function requestTarget(target: string | undefined, issuer: URL): URL | undefined {
  if (!target) return undefined;
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return undefined;
    const url = URL.parse(target, issuer.origin);
    const path = target.split('?', 1)[0];
    return url?.origin === issuer.origin && url.pathname === path && !url.hash ? url : undefined;
  }
  const url = URL.parse(target);
  if (!url || url.origin !== issuer.origin || url.username || url.password || url.hash) return undefined;
  return requestTarget(`${url.pathname}${url.search}`, issuer);
}
