import type { Provider } from 'oidc-provider';
import type { SupportStores } from '../../support';
import type { CsrfTokens } from '../csrf';

/** What the account page needs: the provider (its session), CSRF tokens, page headers and the support stores. */
export type AccountDeps = {
  provider: Provider;
  csrf: CsrfTokens;
  headers: Record<string, string>;
  support: SupportStores;
  /** The issuer without a trailing slash. */
  issuer: string;
  dashboardOrigin: string;
};
