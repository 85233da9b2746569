/** Helpers for the authorization server's tests: injected requests with a cookie jar, DPoP proofs, PKCE, page forms. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { inject, type InjectOptions, type Response } from 'light-my-request';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createAuthServer, type AuthServer, type AuthServerOptions } from './index';

export const ISSUER = 'http://localhost:4001';
export const API = 'http://localhost:4000';
export const DASHBOARD = 'http://localhost:5173';
export const REDIRECT_URI = `${DASHBOARD}/callback`;
export const TOKEN_URL = `${ISSUER}/auth/token`;

export function testServer(overrides: Partial<AuthServerOptions> = {}): AuthServer {
  return createAuthServer({
    issuer: ISSUER,
    apiUrl: API,
    dashboardOrigin: DASHBOARD,
    accessTokenTtl: 300,
    refreshTokenTtl: 1800,
    dpopNonce: false,
    control: true,
    ...overrides,
  });
}

/** A browser-ish user agent: keeps cookies across injected requests to one server, from its own address if given. */
export class Agent {
  private readonly cookies = new Map<string, string>();
  constructor(
    readonly server: AuthServer,
    private readonly remoteAddress?: string,
  ) {}

  async request(options: InjectOptions & { url: string }): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = {
      host: new URL(ISSUER).host,
      ...(options.headers as Record<string, string>),
    };
    if (cookie) headers.cookie = cookie;
    const from = this.remoteAddress ? { remoteAddress: this.remoteAddress } : {};
    const res = await inject(this.server.callback, { ...from, ...options, headers });
    for (const c of res.cookies as { name: string; value: string; expires?: Date }[]) {
      if (c.expires && c.expires.getTime() < Date.now()) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url: pathOf(url), headers });
  }

  postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url: pathOf(url),
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  }
}

/** Server-relative path of an absolute or relative URL of the issuer. */
export function pathOf(url: string): string {
  const u = new URL(url, ISSUER);
  return `${u.pathname}${u.search}`;
}

export function pkce(verifier = randomBytes(32).toString('base64url')) {
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export type DpopKey = { privateKey: CryptoKey; publicJwk: JWK; alg: string; thumbprint: string };

export async function dpopKey(alg: 'PS256' | 'ES256' | 'RS256' = 'PS256'): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  return { privateKey, publicJwk, alg, thumbprint: await calculateJwkThumbprint(publicJwk) };
}

export type ProofOptions = {
  htm?: string;
  htu?: string;
  iat?: number;
  jti?: string;
  nonce?: string;
  ath?: string;
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
};

/** A DPoP proof (RFC 9449 §4.2) for the token endpoint unless told otherwise. */
export async function proof(key: DpopKey, o: ProofOptions = {}): Promise<string> {
  const payload: Record<string, unknown> = {
    htm: o.htm ?? 'POST',
    htu: o.htu ?? TOKEN_URL,
    jti: o.jti ?? randomUUID(),
    iat: o.iat ?? Math.floor(Date.now() / 1000),
    ...o.claims,
  };
  if (o.nonce) payload.nonce = o.nonce;
  if (o.ath) payload.ath = o.ath;
  return new SignJWT(payload)
    .setProtectedHeader({ typ: 'dpop+jwt', alg: key.alg, jwk: key.publicJwk, ...o.header })
    .sign(key.privateKey);
}

export const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeJwt(jwt: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [h = '', p = ''] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(p, 'base64url').toString()),
  };
}

/** The action and hidden CSRF value of the first form on a page. */
export function formOf(html: string): { action: string; csrf: string } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  const csrf = /name="(?:csrf|xsrf)" value="([^"]*)"/.exec(html)?.[1];
  if (!action || !csrf) throw new Error('no form with a CSRF token on the page');
  return { action: action.replaceAll('&amp;', '&'), csrf };
}

export type AuthorizeParams = Record<string, string>;

export function authorizeUrl(params: AuthorizeParams = {}): string {
  const { challenge } = pkce();
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: 'dashboard',
    redirect_uri: REDIRECT_URI,
    scope: 'vehicle:read charger:read',
    state: 'st-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...params,
  });
  for (const [k, v] of Object.entries(params)) if (v === '') q.delete(k);
  return `/auth?${q}`;
}

/** Follows redirects within the issuer; stops at the first page (200) or at a redirect leaving the issuer. */
export async function follow(agent: Agent, res: Response): Promise<Response> {
  let current = res;
  for (let hops = 0; hops < 10 && current.statusCode >= 300 && current.statusCode < 400; hops++) {
    const location = String(current.headers.location);
    if (new URL(location, ISSUER).origin !== ISSUER) return current;
    current = await agent.get(location);
  }
  return current;
}

/** Runs GET /auth → sign-in page → consent page and stops at the consent page. */
export async function signInToConsent(agent: Agent, params: AuthorizeParams = {}, email = 'owner@example.com') {
  const loginPage = await follow(agent, await agent.get(authorizeUrl(params)));
  const login = formOf(loginPage.payload);
  const consentPage = await follow(
    agent,
    await agent.postForm(login.action, { csrf: login.csrf, email, password: 'demo' }),
  );
  return consentPage;
}

/** The whole code flow through the real pages; returns the callback URL's parameters and the PKCE verifier. */
export async function authorize(agent: Agent, params: AuthorizeParams = {}, email = 'owner@example.com') {
  const { verifier, challenge } = pkce();
  const consentPage = await signInToConsent(agent, { code_challenge: challenge, ...params }, email);
  const consent = formOf(consentPage.payload);
  const callback = await follow(agent, await agent.postForm(consent.action, { csrf: consent.csrf, decision: 'allow' }));
  const location = new URL(String(callback.headers.location));
  return { callback: location, code: location.searchParams.get('code') ?? '', verifier };
}

export function tokenRequest(
  agent: Agent,
  form: Record<string, string>,
  dpop?: string,
  headers: Record<string, string> = {},
) {
  return agent.postForm('/auth/token', form, dpop === undefined ? headers : { dpop, ...headers });
}

/** The whole code flow, then the dashboard's token request form (RFC 6749 §4.1.3) for the code it gave. */
export async function codeGrantForm(agent: Agent, params: AuthorizeParams = {}, email = 'owner@example.com') {
  const { code, verifier } = await authorize(agent, params, email);
  return {
    grant_type: 'authorization_code',
    client_id: 'dashboard',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  } as Record<string, string>;
}

/** Code flow plus token exchange with a PS256 DPoP key: the usual starting point of refresh tests. */
export async function signedIn(agent: Agent, key?: DpopKey, email = 'owner@example.com') {
  const k = key ?? (await dpopKey());
  const res = await tokenRequest(agent, await codeGrantForm(agent, {}, email), await proof(k));
  return { key: k, res, body: res.json() as Record<string, unknown> };
}
