import type { IncomingMessage, ServerResponse } from 'node:http';
import { findAccountByEmail } from '../accounts';
import type { MemoryStore } from './adapter';
import type { Lifetimes } from './configuration';
import { BodyError, readJson, sendJson } from './http';

type Deps = { store: MemoryStore; lifetimes: Lifetimes };

const MAX_TTL = 7 * 24 * 3600;

function problem(res: ServerResponse, status: number, title: string, detail: string) {
  res.writeHead(status, { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' });
  res.end(
    JSON.stringify({ type: status === 404 ? '/errors/not-found' : '/errors/validation-failed', title, status, detail }),
  );
}

function ttlField(body: Record<string, unknown>, field: keyof Lifetimes): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TTL)
    throw new BodyError(400, `${field} must be an integer number of seconds from 1 to ${MAX_TTL}`);
  return value;
}

/**
 * Test controls (only with the `control` option):
 * - `GET /control/token-lifetimes` → `{accessTokenTtl, refreshTokenTtl}`
 * - `POST /control/token-lifetimes` `{accessTokenTtl?, refreshTokenTtl?}` (seconds) → the new lifetimes, for tokens issued from then on
 * - `POST /control/revoke-refresh-tokens` `{email}` → `{revokedGrants}`: that account's refresh tokens stop working
 */
export async function handleControl(
  { store, lifetimes }: Deps,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) {
  try {
    if (path === '/control/token-lifetimes' && req.method === 'GET') return sendJson(res, 200, lifetimes);
    if (path === '/control/token-lifetimes' && req.method === 'POST') {
      const body = await readJson(req);
      const accessTokenTtl = ttlField(body, 'accessTokenTtl');
      const refreshTokenTtl = ttlField(body, 'refreshTokenTtl');
      if (accessTokenTtl !== undefined) lifetimes.accessTokenTtl = accessTokenTtl;
      if (refreshTokenTtl !== undefined) lifetimes.refreshTokenTtl = refreshTokenTtl;
      return sendJson(res, 200, lifetimes);
    }
    if (path === '/control/revoke-refresh-tokens' && req.method === 'POST') {
      const body = await readJson(req);
      const account = typeof body.email === 'string' ? findAccountByEmail(body.email) : undefined;
      if (!account) return problem(res, 404, 'Not Found', 'No account with that email');
      return sendJson(res, 200, { revokedGrants: store.revokeRefreshTokensOf(account.id) });
    }
    return problem(res, 404, 'Not Found', 'No such control route');
  } catch (err) {
    if (err instanceof BodyError) return problem(res, err.status, 'Bad Request', err.message);
    throw err;
  }
}
