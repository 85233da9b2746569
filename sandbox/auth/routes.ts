/** The paths of oidc-provider's endpoints on the issuer (configuration `routes`). */
export const ROUTES = {
  authorization: '/auth',
  token: '/auth/token',
  jwks: '/auth/jwks',
  revocation: '/auth/revoke',
  userinfo: '/auth/userinfo',
  end_session: '/auth/logout',
  device_authorization: '/auth/device',
  code_verification: '/device',
} as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matchers = new Map<string, RegExp>();

/**
 * Whether oidc-provider routes `path` to `route`: its router (helpers/router.js, 9.13.3) ignores ASCII case and one
 * trailing slash. A RegExp `i` flag without `u` folds case the same way (non-ASCII letters never fold into ASCII),
 * so checks made before the router, such as the DPoP replay guard, see every variant the router accepts.
 */
export function isRoute(path: string, route: string): boolean {
  let re = matchers.get(route);
  if (!re) matchers.set(route, (re = new RegExp(`^${escape(route)}/?$`, 'i')));
  return re.test(path);
}
