import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONWebKeySet } from 'jose';
import { Provider } from 'oidc-provider';
import { createSupportStores } from '../support';
import { accountHandler } from './account';
import { MemoryStore } from './adapter';
import { configuration, type Lifetimes } from './configuration';
import { handleControl } from './control';
import { CsrfTokens } from './csrf';
import { deviceFormNeedsSession } from './device-form';
import { dpopReplayGuard } from './dpop-replay';
import { pageSecurityHeaders, sendJson } from './http';
import { handleInteraction } from './interactions';
import { generateSigningKey, publicJwk } from './keys';
import { authLimits } from './limits';
import { renderOAuthErrors } from './oauth-error';
import type { AuthServerOptions } from './options';
import { STYLESHEET_PATH } from './pages/html';
import { STYLESHEET } from './pages/stylesheet';
import { rateLimits } from './rate-limit';
import { pinToIssuer, requestTarget } from './request-target';
import { isRoute, ROUTES } from './routes';
import { ProofReplays } from './store/proof-replays';
import { throttleClientSecrets } from './throttle/client-secrets';
import { FailureThrottle } from './throttle/failure-throttle';
import { tokenResponseExtras } from './token-response';
import { asSource } from './store/request-source';
import { callerAddress } from '../limits/address';

export type { AuthServerOptions } from './options';
export { DASHBOARD_CLIENT_ID, DEVICE_CLIENT_ID, FLEET_CLIENT_ID, FLEET_CLIENT_SECRET } from './clients';

export type AuthServer = {
  provider: Provider;
  /** Node request handler of the whole authorization server; `listen` it elsewhere. */
  callback: (req: IncomingMessage, res: ServerResponse) => void;
  /** The public signing keys (also at `${issuer}/auth/jwks`), for verifying access tokens in-process. */
  publicJwks(): JSONWebKeySet;
  issuer: string;
  /** Current token lifetimes in seconds (changeable through the control routes). */
  lifetimes: Lifetimes;
};

const POST_ONLY = [ROUTES.token, ROUTES.revocation, ROUTES.device_authorization];

/** The sandbox's authorization server: oidc-provider with our own sign-in, consent and device pages. */
export function createAuthServer(options: AuthServerOptions): AuthServer {
  const issuer = options.issuer.replace(/\/$/, '');
  const lifetimes: Lifetimes = { accessTokenTtl: options.accessTokenTtl, refreshTokenTtl: options.refreshTokenTtl };
  const issuerUrl = new URL(issuer);
  const limits = authLimits(options.limits);
  const store = new MemoryStore(limits.store);
  const signingKey = generateSigningKey();
  const provider = new Provider(
    issuer,
    configuration({
      options,
      lifetimes,
      store,
      signingKey,
      cookieKey: randomBytes(32).toString('base64url'),
      nonceSecret: randomBytes(32),
    }),
  );
  provider.proxy = issuerUrl.protocol === 'https:';
  throttleClientSecrets(provider, new FailureThrottle(limits.clientAuth, limits.maxKeys));
  const signIn = new FailureThrottle(limits.signIn, limits.maxKeys);
  const headers = pageSecurityHeaders([options.dashboardOrigin]);
  const csrf = new CsrfTokens();
  const support = options.support ?? createSupportStores({ now: () => (options.clock ?? Date).now() });
  const account = accountHandler({
    provider,
    csrf,
    headers,
    support,
    issuer,
    dashboardOrigin: options.dashboardOrigin,
  });

  provider.use(async (ctx, next) => {
    await next();
    // No route took the path or the method: an OAuth error body rather than koa's plain-text "Not Found".
    if (ctx.status === 404 && ctx.body == null) {
      ctx.status = 404; // koa's 404 is only its default: setting a body alone would make it a 200
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { error: 'invalid_request', error_description: 'There is no such endpoint on this server.' };
    }
    if (ctx.response.is('html')) for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
  });
  provider.use(renderOAuthErrors(options.dashboardOrigin));
  provider.use(rateLimits(limits.rate, limits.maxKeys));
  provider.use(deviceFormNeedsSession(provider));
  provider.use(dpopReplayGuard(new ProofReplays(limits.replay)));
  provider.use(tokenResponseExtras);

  const providerCallback = provider.callback();
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = requestTarget(req.url, issuerUrl);
    if (!url) {
      return sendJson(res, 400, {
        error: 'invalid_request',
        error_description: 'The request target must be a path on this server.',
      });
    }
    req.url = `${url.pathname}${url.search}`;
    pinToIssuer(req, issuerUrl);
    const path = url.pathname;
    if (path === '/account' || path.startsWith('/account/')) return account(req, res, url);
    if (path.startsWith('/interaction/')) return handleInteraction({ provider, csrf, headers, signIn }, req, res, path);
    if (path === STYLESHEET_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      });
      return void res.end(req.method === 'HEAD' ? undefined : STYLESHEET);
    }
    // RFC 6749 §3.2, RFC 7009 §2.1, RFC 8628 §3.1: these take POST only (GET would reach the resume route /auth/:uid).
    if (POST_ONLY.some((r) => isRoute(path, r)) && req.method !== 'POST' && req.method !== 'OPTIONS') {
      const body = { error: 'invalid_request', error_description: 'this endpoint accepts POST only' };
      return sendJson(res, 405, body, { Allow: 'POST' });
    }
    if (options.control && path.startsWith('/control/')) return handleControl({ store, lifetimes }, req, res, path);
    return providerCallback(req, res);
  };
  // Whatever a handler throws ends this request alone, never the process.
  const callback = (req: IncomingMessage, res: ServerResponse) =>
    void asSource(callerAddress(req), () => route(req, res)).catch((err: unknown) => {
      console.error('auth request failed', err);
      if (res.headersSent) return void res.destroy();
      sendJson(res, 500, { error: 'server_error', error_description: 'Something went wrong on our side.' });
    });

  return { provider, callback, publicJwks: () => ({ keys: [publicJwk(signingKey)] }), issuer, lifetimes };
}
