import * as oauth from 'oauth4webapi';
import { storageDelete, storageGet, storageSet } from './storage';

const KEY = 'dpop-key';

export interface DpopKey {
  keyPair: CryptoKeyPair;
  handle: oauth.DPoPHandle;
  /** RFC 7638 thumbprint of the public key: what the tokens are bound to (cnf.jkt). */
  jkt: string;
}

/** RSA-PSS 2048 / SHA-256 (PS256); the private key is non-extractable, so script can sign with it but never copy it. */
export async function generateDpopKeyPair(): Promise<CryptoKeyPair> {
  return oauth.generateKeyPair('PS256', { extractable: false, modulusLength: 2048 });
}

export async function toDpopKey(client: oauth.Client, keyPair: CryptoKeyPair): Promise<DpopKey> {
  // One handle per key: it caches DPoP-Nonce values per server origin, so the AS and RS never see each other's nonce.
  const handle = oauth.DPoP(client, keyPair);
  return { keyPair, handle, jkt: await handle.calculateThumbprint() };
}

export async function saveDpopKeyPair(keyPair: CryptoKeyPair): Promise<void> {
  await storageSet(KEY, keyPair);
}

export async function loadDpopKeyPair(): Promise<CryptoKeyPair | undefined> {
  const stored = await storageGet<CryptoKeyPair>(KEY);
  if (!stored?.privateKey || !stored.publicKey) return undefined;
  return stored;
}

export async function deleteDpopKeyPair(): Promise<void> {
  await storageDelete(KEY);
}

/** The handle's proof builder (oauth4webapi 3.8: `addProof`), for requests it does not make itself, e.g. the MQTT WebSocket. */
interface ProofBuilder {
  addProof(url: URL, headers: Headers, htm: string, accessToken?: string): Promise<void>;
}

export async function createProof(key: DpopKey, method: string, url: string | URL, accessToken?: string): Promise<string> {
  const headers = new Headers();
  await (key.handle as unknown as ProofBuilder).addProof(new URL(url), headers, method.toUpperCase(), accessToken);
  const proof = headers.get('dpop');
  if (!proof) throw new Error('DPoP proof could not be created');
  return proof;
}
