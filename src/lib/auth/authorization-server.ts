import type * as oauth from 'oauth4webapi';
import { getConfig } from '../../config/runtime';
import { loadOAuth, type OAuth } from './oauth';

let discovered: { issuer: string; as: Promise<oauth.AuthorizationServer> } | undefined;

/** Plain http only for loopback hosts (the runtime config already refuses it elsewhere). */
export function transportOptions(lib: OAuth, url: string): { [oauth.allowInsecureRequests]?: boolean } {
  return new URL(url).protocol === 'http:' ? { [lib.allowInsecureRequests]: true } : {};
}

async function discover(issuer: URL): Promise<oauth.AuthorizationServer> {
  const oauth = await loadOAuth();
  const options = transportOptions(oauth, issuer.href);
  // OpenID Connect discovery first (what oidc-provider serves), then RFC 8414 metadata.
  for (const algorithm of ['oidc', 'oauth2'] as const) {
    try {
      const response = await oauth.discoveryRequest(issuer, { algorithm, ...options });
      if (response.status === 404) continue;
      return await oauth.processDiscoveryResponse(issuer, response);
    } catch (error) {
      if (algorithm === 'oauth2') throw error;
    }
  }
  throw new Error(`No authorization server metadata at ${issuer.href}`);
}

export function getAuthorizationServer(): Promise<oauth.AuthorizationServer> {
  const issuer = getConfig().authUrl;
  if (discovered?.issuer !== issuer) {
    const as = discover(new URL(issuer));
    as.catch(() => {
      if (discovered?.as === as) discovered = undefined;
    });
    discovered = { issuer, as };
  }
  return discovered.as;
}

export function getClient(): oauth.Client {
  return { client_id: getConfig().clientId };
}
