/**
 * Every DPoP proof the dashboard sends (RFC 9449), signed with the session's key (`dpop-key.ts`), takes one of two paths:
 *
 * - Requests oauth4webapi sends (the data API's GETs in `lib/api/client.ts`; the code exchange and the refresh in
 *   `token-requests.ts`): the library makes a fresh proof inside each request from the key's handle, given as
 *   `dpopOption`.
 *   The handle caches each server's DPoP-Nonce; the callers answer a nonce challenge with exactly one new request.
 *   Each signs its proof in a task of its own, none in its caller's (`proof-turns.ts`: a view's loader starts a burst).
 * - A request it does not send (the MQTT WebSocket's CONNECT in `lib/stream/live-stream.ts`): `getDpopCredentials`,
 *   which makes the proof with `createProof` from the same handle, carrying the nonce the data API last gave
 *   (`nonces.ts`).
 */
import { getAccessContext } from './access';
import type { DpopKey } from './dpop-key';
import { lastNonce } from './nonces';

/** The option oauth4webapi takes to prove possession of `key` in the request it sends. */
export const dpopOption = async (key: DpopKey) => ({ DPoP: await key.handle() });

/** The handle's proof builder (oauth4webapi 3.8: `addProof`), for requests it does not make itself, e.g. the MQTT WebSocket. */
interface ProofBuilder {
  addProof(url: URL, headers: Headers, htm: string, accessToken?: string): Promise<void>;
  cacheNonce(response: Response, url: URL): void;
}

export async function createProof(
  key: DpopKey,
  method: string,
  url: string | URL,
  accessToken?: string,
  nonce?: string,
): Promise<string> {
  const headers = new Headers();
  const builder = (await key.handle()) as unknown as ProofBuilder;
  // The handle puts its cached nonce for the URL's origin into the proof; hand it the one the caller names.
  if (nonce) builder.cacheNonce(new Response(null, { headers: { 'dpop-nonce': nonce } }), new URL(url));
  await builder.addProof(new URL(url), headers, method.toUpperCase(), accessToken);
  const proof = headers.get('dpop');
  if (!proof) throw new Error('DPoP proof could not be created');
  return proof;
}

/**
 * Credentials for a request the API client does not make itself (the MQTT WebSocket): the current access
 * token (and when it expires, epoch ms) and a fresh DPoP proof for `htm` and `htu` (with `ath`). With
 * `nonceFrom`, the proof carries the nonce that server's REST answers last gave (RFC 9449 §9).
 */
export async function getDpopCredentials(
  htm: string,
  htu: string | URL,
  nonceFrom?: string | URL,
): Promise<{ accessToken: string; proof: string; expiresAt: number }> {
  const { accessToken, dpop, expiresAt } = await getAccessContext();
  const nonce = nonceFrom ? lastNonce(nonceFrom) : undefined;
  return { accessToken, expiresAt, proof: await createProof(dpop, htm, htu, accessToken, nonce) };
}
