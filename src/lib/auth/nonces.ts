/**
 * The last DPoP-Nonce each resource server returned, by origin (RFC 9449 §9). oauth4webapi keeps its own per-origin
 * cache for the requests it makes; this copy serves proofs for another URL of the same server, the MQTT broker's
 * `ws://` URL, which cannot receive a nonce itself (MQTT 3.1.1 has no way to send one back).
 */
const nonces = new Map<string, string>();
const MAX_ORIGINS = 20;

export function rememberNonce(url: string | URL, nonce: string | null | undefined): void {
  if (!nonce) return;
  const origin = new URL(url).origin;
  nonces.delete(origin);
  if (nonces.size >= MAX_ORIGINS) nonces.delete(nonces.keys().next().value!);
  nonces.set(origin, nonce);
}

export function lastNonce(url: string | URL): string | undefined {
  return nonces.get(new URL(url).origin);
}
