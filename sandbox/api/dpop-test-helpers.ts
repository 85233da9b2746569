/** Shared by the resource-server negative catalogue (notes §6.1–6.3): the 401 shape, hand-made JWS, a fresh API. */
import { base64url } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { ERROR_TYPES } from '../../contract';
import { VINS } from '../fleet';
import type { Clock, Simulator } from '../sim/types';
import { harness, type Harness } from './testing';

export const PATH = `/v1/vehicles/${VINS.evSedan}/status`;
export const now = (h: Harness) => Math.floor(h.clock.now() / 1000);

export function expect401(
  res: LightMyRequestResponse,
  error?: 'invalid_token' | 'invalid_dpop_proof' | 'use_dpop_nonce',
  detail?: RegExp,
) {
  expect(res.statusCode).toBe(401);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json().type).toBe(ERROR_TYPES.unauthorized);
  const challenge = String(res.headers['www-authenticate']);
  expect(challenge).toMatch(/^DPoP /);
  expect(challenge).toContain('algs="PS256 ES256"');
  if (error) expect(challenge).toContain(`error="${error}"`);
  else expect(challenge).not.toContain('error=');
  if (detail) expect(res.json().detail).toMatch(detail);
}

/** A compact JWS signed by hand (for what jose refuses to produce). */
export function rawJws(header: unknown, payload: unknown, signer: (input: Buffer) => Buffer = () => Buffer.alloc(0)) {
  const input = `${base64url.encode(JSON.stringify(header))}.${base64url.encode(JSON.stringify(payload))}`;
  return `${input}.${base64url.encode(signer(Buffer.from(input)))}`;
}

/**
 * A fresh API on the given simulator before each test, handed to `use`; returns a GET of PATH through the current one
 * with a token, a proof (none, one or several DPoP headers) and any other headers.
 */
export function eachHarness(simulator: (clock: Clock) => Simulator, use: (h: Harness) => void) {
  let current: Harness;
  beforeEach(async () => use((current = await harness(simulator))));
  return (token: string, proof: string | string[] | undefined, extra: Record<string, string | string[]> = {}) =>
    current.inject({
      method: 'GET',
      url: PATH,
      headers: { authorization: `DPoP ${token}`, ...(proof === undefined ? {} : { dpop: proof }), ...extra },
    });
}
