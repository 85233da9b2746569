import { SCOPES } from '../../contract';

export const DASHBOARD_CLIENT_ID = 'dashboard';
export const DEVICE_CLIENT_ID = 'vehicle-cli';
export const FLEET_CLIENT_ID = 'fleet-demo';
export const FLEET_CLIENT_SECRET = 'fleet-demo-secret';
/** The authorization server's own account page signs people in through an ordinary code flow (DESIGN §3). */
export const ACCOUNT_CLIENT_ID = 'account';
export const accountRedirectUri = (issuer: string) => `${issuer}/account/callback`;
export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

const resourceScopes = SCOPES.join(' ');

/** The registered clients (static; no dynamic registration). */
export function clients(dashboardOrigin: string, issuer: string) {
  return [
    {
      // Public browser client: PKCE S256 and DPoP-bound tokens (RFC 9449 §5.2 dpop_bound_access_tokens).
      client_id: DASHBOARD_CLIENT_ID,
      client_name: 'Vehicle Dashboard',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      redirect_uris: [`${dashboardOrigin}/callback`],
      post_logout_redirect_uris: [`${dashboardOrigin}/`],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      scope: `openid ${resourceScopes}`,
      dpop_bound_access_tokens: true,
    },
    {
      // Public client for devices without a browser: the device authorization grant (RFC 8628).
      client_id: DEVICE_CLIENT_ID,
      client_name: 'Vehicle CLI',
      application_type: 'native',
      token_endpoint_auth_method: 'none',
      redirect_uris: [],
      grant_types: [DEVICE_CODE_GRANT, 'refresh_token'],
      response_types: [],
      scope: `openid ${resourceScopes}`,
      dpop_bound_access_tokens: true,
    },
    {
      // Confidential fleet client: client credentials with the secret in the form body (SPEC §5.2).
      client_id: FLEET_CLIENT_ID,
      client_name: 'Fleet demo',
      client_secret: FLEET_CLIENT_SECRET,
      token_endpoint_auth_method: 'client_secret_post',
      redirect_uris: [],
      grant_types: ['client_credentials'],
      response_types: [],
      scope: resourceScopes,
    },
    {
      // First party: the account page (`/account`). It only needs the browser to have a session here, so it asks for
      // `openid` alone, is never shown a consent screen (see loadExistingGrant) and never redeems its code.
      client_id: ACCOUNT_CLIENT_ID,
      client_name: 'Sharing and support access',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      redirect_uris: [accountRedirectUri(issuer)],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      scope: 'openid',
    },
  ];
}
