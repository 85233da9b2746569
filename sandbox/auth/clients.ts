import { SCOPES } from '../../contract';

export const DASHBOARD_CLIENT_ID = 'dashboard';
export const DEVICE_CLIENT_ID = 'vehicle-cli';
export const FLEET_CLIENT_ID = 'fleet-demo';
export const FLEET_CLIENT_SECRET = 'fleet-demo-secret';
export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

const resourceScopes = SCOPES.join(' ');

/** The registered clients (static; no dynamic registration). */
export function clients(dashboardOrigin: string) {
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
  ];
}
