import type { Provider } from 'oidc-provider';
import type { CsrfTokens } from '../csrf';

/** What every interaction handler needs: the provider, the CSRF tokens and the page security headers. */
export type InteractionDeps = { provider: Provider; csrf: CsrfTokens; headers: Record<string, string> };
