import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const STEP_MS = 60_000;

/**
 * RS-issued DPoP nonces (RFC 9449 §9): `<step>.<HMAC(secret, step)>`, unpredictable without the secret,
 * valid for the current and the previous 60 s step of the injected clock. Nothing to store.
 */
export class NonceIssuer {
  private readonly secret = randomBytes(32);
  constructor(private readonly now: () => number) {}

  private mac(step: number) {
    return createHmac('sha256', this.secret).update(`dpop-nonce:${step}`).digest('base64url');
  }

  current(): string {
    const step = Math.floor(this.now() / STEP_MS);
    return `${step}.${this.mac(step)}`;
  }

  isValid(nonce: unknown): boolean {
    if (typeof nonce !== 'string' || nonce.length > 100) return false;
    const [stepText, mac, ...rest] = nonce.split('.');
    if (!stepText || !mac || rest.length || !/^\d+$/.test(stepText)) return false;
    const step = Number(stepText);
    const now = Math.floor(this.now() / STEP_MS);
    if (step !== now && step !== now - 1) return false;
    const expected = Buffer.from(this.mac(step));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
