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

/** `jkt`: the key's thumbprint when it is known (kept with the key), else computed from its exported public key. */
export async function toDpopKey(client: oauth.Client, keyPair: CryptoKeyPair, jkt?: string): Promise<DpopKey> {
  // One handle per key: it caches DPoP-Nonce values per server origin, so the AS and RS never see each other's nonce.
  let handle: Promise<oauth.DPoPHandle> | undefined;
  const makeHandle = async () => (await loadOAuth()).DPoP(client, keyPair);
  return {
    keyPair,
    jkt: jkt ?? (await jwkThumbprint(keyPair.publicKey)),
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

/**
 * What is stored: the pair and its thumbprint, so that a start compares the key with the tokens' `cnf.jkt` without
 * exporting the public key (WebCrypto's first export ran 11 ms in one task of a Lighthouse trace; issue 18).
 */
type StoredKey = CryptoKeyPair & { jkt?: unknown };

export async function saveDpopKey(key: DpopKey): Promise<void> {
  const stored: StoredKey = { privateKey: key.keyPair.privateKey, publicKey: key.keyPair.publicKey, jkt: key.jkt };
  await storageSet(KEY, stored);
}

/**
 * The stored key. One stored without its thumbprint (by an earlier version) gets it computed on each start until the
 * next sign-in: writing it back could put it beside a key another tab stored meanwhile.
 */
export async function loadDpopKey(client: oauth.Client): Promise<DpopKey | undefined> {
  const stored = await storageGet<StoredKey>(KEY);
  if (!stored?.privateKey || !stored.publicKey) return undefined;
  const keyPair = { privateKey: stored.privateKey, publicKey: stored.publicKey };
  return toDpopKey(client, keyPair, typeof stored.jkt === 'string' ? stored.jkt : undefined);
}

export async function deleteDpopKeyPair(): Promise<void> {
  await storageDelete(KEY);
}
