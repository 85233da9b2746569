import { jwkThumbprint } from './jwt';
import type * as oauth from 'oauth4webapi';
import { storageNames } from '../../config/storage-names';
import { loadOAuth } from './oauth';
import { storageDelete, storageGet, storageSet } from './storage';

const KEY = storageNames.dpopKey;

export interface DpopKey {
  keyPair: CryptoKeyPair;
  /** RFC 7638 SHA-256 thumbprint of the public key: what the tokens are bound to (RFC 9449 §6.1 `cnf.jkt`). */
  jkt: string;
  /** oauth4webapi's DPoP handle for this key, made on first use (reading a stored session does not load the library). */
  handle(): Promise<oauth.DPoPHandle>;
}

/** RSA-PSS 2048 / SHA-256 (PS256); the private key is non-extractable, so script can sign with it but never copy it. */
export async function generateDpopKeyPair(): Promise<CryptoKeyPair> {
  return (await loadOAuth()).generateKeyPair('PS256', { extractable: false, modulusLength: 2048 });
}

export async function toDpopKey(client: oauth.Client, keyPair: CryptoKeyPair): Promise<DpopKey> {
  // One handle per key: it caches DPoP-Nonce values per server origin, so the AS and RS never see each other's nonce.
  let handle: Promise<oauth.DPoPHandle> | undefined;
  const makeHandle = async () => (await loadOAuth()).DPoP(client, keyPair);
  return {
    keyPair,
    jkt: await jwkThumbprint(keyPair.publicKey),
    handle: () => {
      if (!handle) {
        const attempt = makeHandle();
        attempt.catch(() => {
          if (handle === attempt) handle = undefined;
        });
        handle = attempt;
      }
      return handle;
    },
  };
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
