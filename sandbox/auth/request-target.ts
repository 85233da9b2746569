import type { IncomingMessage } from 'node:http';

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

/**
 * Every URL oidc-provider builds (discovery, redirects, DPoP `htu`) comes from the request's host and scheme:
 * both are set to the issuer's here, so a client-chosen `Host` or `X-Forwarded-*` header changes none of them.
 */
export function pinToIssuer(req: IncomingMessage, issuer: URL) {
  req.headers.host = issuer.host;
  delete req.headers['x-forwarded-for'];
  if (issuer.protocol === 'https:') {
    // The provider then runs with `proxy` on and reads the scheme from this header.
    req.headers['x-forwarded-host'] = issuer.host;
    req.headers['x-forwarded-proto'] = 'https';
  } else {
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-proto'];
  }
}
