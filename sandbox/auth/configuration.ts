import type { JWK } from 'jose';
import {
  errors,
  type ClientEntity,
  type Configuration,
  type GrantContext,
  type KoaContext,
  type TokenEntity,
} from 'oidc-provider';
import { SCOPES } from '../../contract';
import { findAccount } from '../accounts';
import { ACCOUNT_CLIENT_ID, clients } from './clients';
import type { MemoryStore } from './adapter';
import { DEFAULT_REFRESH_TOKEN_MAX_TTL, type AuthServerOptions } from './options';
import { deviceSuccessPage, userCodeConfirmPage, userCodeInputPage } from './pages/device';
import { errorPage } from './pages/error';
import { ROUTES } from './routes';
import { loggedOutPage, logoutPage } from './pages/logout';

/** Lifetimes the control routes can change while the server runs. */
export type Lifetimes = { accessTokenTtl: number; refreshTokenTtl: number };

type Deps = {
  options: AuthServerOptions;
  lifetimes: Lifetimes;
  store: MemoryStore;
  signingKey: JWK;
  cookieKey: string;
  nonceSecret: Buffer;
};

const sameResource = (a: string, b: string) => URL.parse(a)?.href === URL.parse(b)?.href;

function userCodeError(err: unknown): string | undefined {
  if (!err) return undefined;
  const e = err as { name?: string; userCode?: string };
  if (e.userCode || e.name === 'NoCodeError')
    return 'That code is not right, or it has expired. Check your device and try again.';
  if (e.name === 'AbortedError') return 'The sign-in was cancelled.';
  return 'Something went wrong. Try again.';
}

/** The oidc-provider configuration of the sandbox (notes §4.2, verified for oidc-provider 9.13.3). */
export function configuration({ options, lifetimes, store, signingKey, cookieKey, nonceSecret }: Deps): Configuration {
  const maxTtl = options.refreshTokenMaxTtl ?? DEFAULT_REFRESH_TOKEN_MAX_TTL;
  const clientName = (ctx: KoaContext) => ctx.oidc.client?.clientName ?? ctx.oidc.client?.clientId ?? 'the application';

  return {
    clients: clients(options.dashboardOrigin, options.issuer.replace(/\/$/, '')),
    adapter: store.adapterClass(),
    jwks: { keys: [signingKey] },
    cookies: { keys: [cookieKey] },
    routes: ROUTES,
    scopes: ['openid', 'offline_access', ...SCOPES],
    responseTypes: ['code'],
    allowOmittingSingleRegisteredRedirectUri: false,
    claims: { openid: ['sub', 'name', 'email', 'role'] },
    async findAccount(_ctx: KoaContext, id: string) {
      const account = findAccount(id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, name: account.name, email: account.email, role: account.role }),
      };
    },
    // The API and dashboard tell a support agent from an owner by this claim.
    async extraTokenClaims(_ctx: KoaContext, token: TokenEntity) {
      const account = token.accountId ? findAccount(token.accountId) : undefined;
      return account ? { role: account.role } : undefined;
    },
    // The default (a grant the session already holds), plus: the first-party account page needs no consent.
    async loadExistingGrant(ctx: GrantContext) {
      const { client, session, result, provider } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      if (client.clientId !== ACCOUNT_CLIENT_ID || !session.accountId) return undefined;
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid');
      await grant.save();
      return grant;
    },
    enabledJWA: { dPoPSigningAlgValues: ['PS256', 'ES256'] },
    pkce: { required: () => true },
    rotateRefreshToken: true,
    // No offline_access needed: every client allowed the refresh grant gets a refresh token.
    issueRefreshToken: async (_ctx: KoaContext, client: { grantTypeAllowed(t: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: () => lifetimes.accessTokenTtl,
      ClientCredentials: () => lifetimes.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      DeviceCode: 600,
      // A sign-in or consent page left open longer starts again; sessions nobody signed in to (the device page's
      // form) last as long. Both can be created by anyone, so they are kept short.
      Interaction: 600,
      Session: (_ctx: KoaContext, session: { accountId?: string }) => (session.accountId ? 24 * 3600 : 600),
      Grant: 24 * 3600,
      // Idle window, capped by an absolute maximum counted from the first refresh token of the chain (iiat).
      RefreshToken: (_ctx: KoaContext, token: TokenEntity) => {
        const now = Math.floor(Date.now() / 1000);
        const age = now - (token.iiat ?? now);
        return Math.max(1, Math.min(lifetimes.refreshTokenTtl, maxTtl - age));
      },
    },
    clientBasedCORS: (_ctx: KoaContext, origin: string, client: ClientEntity) =>
      client.clientAuthMethod === 'none' && client.redirectUris.some((uri) => URL.parse(uri)?.origin === origin),
    async renderError(ctx: KoaContext, out: { error?: string; error_description?: string }) {
      ctx.type = 'html';
      ctx.body = errorPage(ctx.status, out.error ?? 'server_error', out.error_description);
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      // RFC 7009 §2.1: a client may revoke only its own tokens.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: KoaContext, client: ClientEntity, token: TokenEntity) =>
          token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      dPoP: { enabled: true, nonceSecret, requireNonce: () => options.dpopNonce, allowReplay: false },
      deviceFlow: {
        enabled: true,
        charset: 'base-20',
        mask: '****-****',
        async userCodeInputSource(ctx: KoaContext, form: string, _out: unknown, err: unknown) {
          ctx.body = userCodeInputPage(form, userCodeError(err));
        },
        async userCodeConfirmSource(ctx: KoaContext, form: string, _client: unknown, _info: unknown, userCode: string) {
          ctx.body = userCodeConfirmPage(form, clientName(ctx), userCode);
        },
        async successSource(ctx: KoaContext) {
          ctx.body = deviceSuccessPage(clientName(ctx));
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContext, form: string) {
          ctx.body = logoutPage(form);
        },
        async postLogoutSuccessSource(ctx: KoaContext) {
          ctx.body = loggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        // The SPA needn't send `resource`: every token is for the data API.
        defaultResource: async () => options.apiUrl,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContext, indicator: string) => {
          if (!sameResource(indicator, options.apiUrl)) throw new errors.InvalidTarget();
          return {
            scope: SCOPES.join(' '),
            audience: options.apiUrl,
            accessTokenFormat: 'jwt',
            accessTokenTTL: lifetimes.accessTokenTtl,
            jwt: { sign: { alg: 'PS256' } },
          };
        },
      },
    },
  };
}
