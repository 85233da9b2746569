/**
 * Unit-test doubles of the authorization server (4001) and the data API (4000), answering `fetch` in-process.
 * They check what matters to the client: DPoP proof signature, typ, alg, htm, htu, jti, nonce, ath and the key
 * binding (RFC 9449 §4.3, §7, §8, §9), PKCE S256, one-time codes and rotating refresh tokens.
 */
import { createHash, randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, decodeJwt, EmbeddedJWK, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { RuntimeConfig } from '../../../config/runtime';

export const AUTH = 'http://localhost:4001';
export const API = 'http://localhost:4000';
export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: API,
  authUrl: AUTH,
  clientId: 'dashboard',
  redirectUri: 'http://localhost:5173/callback',
  scopes: ['vehicle:read', 'charger:read'],
  mqttUrl: 'ws://localhost:4000/mqtt',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap contributors',
};

const AT_SECRET = new TextEncoder().encode('unit-test-access-token-secret-0123456789');
const b64uSha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
  proof?: JWTPayload & { nonce?: string; ath?: string };
  proofHeader?: Record<string, unknown>;
}

export interface FakeOptions {
  asNonce?: boolean;
  rsNonce?: boolean;
  /** Keep demanding a (new) RS nonce forever, to prove the client does not loop. */
  rsNonceAlways?: boolean;
  tokenType?: string;
  expiresIn?: number;
  refreshExpiresIn?: number;
  issuer?: string;
}

export class FakeServices {
  readonly requests: RecordedRequest[] = [];
  readonly options: Required<Omit<FakeOptions, 'issuer'>> & { issuer: string };
  readonly asNonceValue = `as-${randomUUID()}`;
  rsNonceValue = `rs-${randomUUID()}`;
  private codes = new Map<string, { challenge: string; used: boolean }>();
  private refreshTokens = new Map<string, { jkt: string; sub: string; used: boolean; revoked: boolean }>();
  private jtis = new Set<string>();
  /** The account the next authorization code is issued for. */
  subject = 'owner-1';
  /** Scripted answers for the next data requests (after the proof checks), oldest first. */
  readonly rsScript: (() => Response)[] = [];

  constructor(options: FakeOptions = {}) {
    this.options = {
      asNonce: false,
      rsNonce: false,
      rsNonceAlways: false,
      tokenType: 'DPoP',
      expiresIn: 300,
      refreshExpiresIn: 1800,
      issuer: AUTH,
      ...options,
    };
  }

  get tokenRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.url === `${AUTH}/auth/token`);
  }

  get refreshRequests(): RecordedRequest[] {
    return this.tokenRequests.filter((r) => new URLSearchParams(r.body).get('grant_type') === 'refresh_token');
  }

  dataRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.url.startsWith(`${API}/v1/`));
  }

  /** What the AS's sign-in and consent pages would end in: the redirect back to the dashboard. */
  authorize(authorizationUrl: URL, overrides: Record<string, string | null> = {}): string {
    const code = randomUUID();
    this.codes.set(code, { challenge: authorizationUrl.searchParams.get('code_challenge') ?? '', used: false });
    const params = new URLSearchParams({
      code,
      state: authorizationUrl.searchParams.get('state') ?? '',
      iss: this.options.issuer,
    });
    for (const [k, v] of Object.entries(overrides)) {
      if (v === null) params.delete(k);
      else params.set(k, v);
    }
    return `${TEST_CONFIG.redirectUri}?${params}`;
  }

  revokeAll(): void {
    for (const rt of this.refreshTokens.values()) rt.revoked = true;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.text() : '';
    const recorded: RecordedRequest = {
      method: request.method,
      url: `${url.origin}${url.pathname}`,
      headers: request.headers,
      body,
    };
    this.requests.push(recorded);
    if (url.origin === AUTH) return this.authServer(url, recorded);
    if (url.origin === API) return this.resourceServer(url, recorded);
    throw new TypeError(`fetch failed: no fake for ${url.origin}`);
  };

  private async verifyProof(recorded: RecordedRequest, htm: string, htu: string): Promise<string> {
    const proof = recorded.headers.get('dpop');
    if (!proof) throw new Error('no DPoP proof');
    const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['PS256'],
      maxTokenAge: 60,
    });
    recorded.proof = payload as RecordedRequest['proof'];
    recorded.proofHeader = protectedHeader as Record<string, unknown>;
    if (payload.htm !== htm) throw new Error('htm mismatch');
    if (payload.htu !== htu) throw new Error('htu mismatch');
    if (typeof payload.jti !== 'string' || this.jtis.has(payload.jti)) throw new Error('jti replayed');
    this.jtis.add(payload.jti);
    return calculateJwkThumbprint(protectedHeader.jwk!);
  }

  private json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    });
  }

  private async authServer(url: URL, recorded: RecordedRequest): Promise<Response> {
    if (url.pathname === '/.well-known/openid-configuration') {
      return this.json(200, {
        issuer: AUTH,
        authorization_endpoint: `${AUTH}/auth`,
        token_endpoint: `${AUTH}/auth/token`,
        revocation_endpoint: `${AUTH}/auth/revoke`,
        authorization_response_iss_parameter_supported: true,
        code_challenge_methods_supported: ['S256'],
        dpop_signing_alg_values_supported: ['PS256'],
      });
    }
    if (url.pathname === '/auth/revoke') {
      const token = new URLSearchParams(recorded.body).get('token') ?? '';
      const rt = this.refreshTokens.get(token);
      if (rt) rt.revoked = true;
      return new Response(null, { status: 200 });
    }
    if (url.pathname !== '/auth/token') return this.json(404, { error: 'not_found' });
    let jkt: string;
    try {
      jkt = await this.verifyProof(recorded, 'POST', `${AUTH}/auth/token`);
    } catch (error) {
      return this.json(400, { error: 'invalid_dpop_proof', error_description: String(error) });
    }
    if (this.options.asNonce && recorded.proof?.nonce !== this.asNonceValue) {
      return this.json(400, { error: 'use_dpop_nonce' }, { 'dpop-nonce': this.asNonceValue });
    }
    const form = new URLSearchParams(recorded.body);
    let sub = this.subject;
    if (form.get('grant_type') === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      if (!code || code.used)
        return this.json(400, { error: 'invalid_grant', error_description: 'code unknown or used' });
      code.used = true;
      if (b64uSha256(form.get('code_verifier') ?? '') !== code.challenge)
        return this.json(400, { error: 'invalid_grant', error_description: 'PKCE failed' });
    } else if (form.get('grant_type') === 'refresh_token') {
      const rt = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!rt || rt.revoked)
        return this.json(400, { error: 'invalid_grant', error_description: 'refresh token revoked' });
      if (rt.used) {
        this.revokeAll();
        return this.json(400, { error: 'invalid_grant', error_description: 'refresh token reused: grant revoked' });
      }
      if (rt.jkt !== jkt)
        return this.json(400, { error: 'invalid_grant', error_description: 'failed jkt verification' });
      rt.used = true;
      sub = rt.sub;
    } else {
      return this.json(400, { error: 'unsupported_grant_type' });
    }
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await new SignJWT({
      sub,
      role: 'owner',
      scope: 'vehicle:read charger:read',
      cnf: { jkt },
      client_id: 'dashboard',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuedAt(now)
      .setExpirationTime(now + this.options.expiresIn)
      .setJti(randomUUID())
      .sign(AT_SECRET);
    const refreshToken = randomUUID();
    this.refreshTokens.set(refreshToken, { jkt, sub, used: false, revoked: false });
    return this.json(200, {
      access_token: accessToken,
      token_type: this.options.tokenType,
      expires_in: this.options.expiresIn,
      refresh_token: refreshToken,
      refresh_expires_in: this.options.refreshExpiresIn,
      scope: 'vehicle:read charger:read',
      authorization_details: [
        {
          type: 'vehicle_data',
          vin: 'WVWZZZ1JZXW000001',
          categories: ['status', 'location'],
          actions: ['read'],
          relation: 'owner',
        },
        { type: 'something_else', id: 1 },
      ],
    });
  }

  private challenge(error: string, extra: Record<string, string> = {}): Response {
    return new Response(
      JSON.stringify({ type: '/errors/unauthorized', title: 'Unauthorized', status: 401, detail: error }),
      {
        status: 401,
        headers: {
          'content-type': 'application/problem+json',
          'www-authenticate': `DPoP error="${error}", algs="PS256"`,
          ...extra,
        },
      },
    );
  }

  private async resourceServer(url: URL, recorded: RecordedRequest): Promise<Response> {
    if (!url.pathname.startsWith('/v1/')) return this.json(200, { status: 'UP' });
    const authorization = recorded.headers.get('authorization') ?? '';
    const [scheme, token = ''] = authorization.split(' ');
    if (scheme !== 'DPoP') return this.challenge('invalid_token');
    let jkt: string;
    try {
      jkt = await this.verifyProof(recorded, 'GET', `${API}${url.pathname}`);
    } catch {
      return this.challenge('invalid_dpop_proof');
    }
    if (recorded.proof?.ath !== b64uSha256(token)) return this.challenge('invalid_dpop_proof');
    let claims: JWTPayload;
    try {
      claims = (await jwtVerify(token, AT_SECRET)).payload;
    } catch {
      return this.challenge('invalid_token');
    }
    if ((claims.cnf as { jkt?: string } | undefined)?.jkt !== jkt) return this.challenge('invalid_token');
    if (this.options.rsNonceAlways) {
      this.rsNonceValue = `rs-${randomUUID()}`;
      return this.challenge('use_dpop_nonce', { 'dpop-nonce': this.rsNonceValue });
    }
    if (this.options.rsNonce && recorded.proof?.nonce !== this.rsNonceValue) {
      return this.challenge('use_dpop_nonce', { 'dpop-nonce': this.rsNonceValue });
    }
    const scripted = this.rsScript.shift();
    if (scripted) return scripted();
    return this.json(
      200,
      { path: url.pathname, query: url.search, sub: decodeJwt(token).sub },
      { 'x-ratelimit-limit': '120', 'x-ratelimit-remaining': '119', 'x-ratelimit-reset': '60' },
    );
  }
}
