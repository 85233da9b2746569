import { Provider } from 'oidc-provider';
import { callerAddress } from '../../limits/address';
import { providerError } from '../oauth-error';
import type { FailureThrottle } from './failure-throttle';

/**
 * Throttles client-secret guesses wherever a client authenticates (token, revocation, device authorization).
 * oidc-provider 9.13 compares the secret in `Client#compareClientSecret` (shared/client_auth.js) after it has read the
 * client id, with no hook of its own around that step, so this wraps the method on this provider's Client class
 * (each provider has its own). A throttled attempt is refused before its secret is compared: 429 `invalid_client`
 * with `Retry-After`, and no hint whether the secret was right.
 */
export function throttleClientSecrets(provider: Provider, throttle: FailureThrottle) {
  const proto = provider.Client.prototype;
  const compare = proto.compareClientSecret;
  proto.compareClientSecret = async function (this: { clientId: string }, secret: string) {
    const ctx = Provider.ctx;
    const address = ctx ? callerAddress(ctx.req) : 'unknown';
    const wait = throttle.wait(this.clientId, address);
    if (wait) {
      ctx?.set('Retry-After', `${wait}`);
      throw providerError(429, 'invalid_client', `Too many failed client authentications. Try again in ${wait} s.`);
    }
    const ok = await compare.call(this, secret);
    if (ok) throttle.succeeded(this.clientId, address);
    else throttle.failed(this.clientId, address);
    return ok;
  };
}
