import type { Provider } from 'oidc-provider';
import type { CsrfTokens } from '../csrf';
import type { FailureThrottle } from '../throttle/failure-throttle';

/** What every interaction handler needs: the provider, the CSRF tokens, the page security headers, the sign-in throttle. */
export type InteractionDeps = {
  provider: Provider;
  csrf: CsrfTokens;
  headers: Record<string, string>;
  signIn: FailureThrottle;
};
