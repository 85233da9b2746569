import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Per-interaction CSRF tokens for the sign-in and consent forms: an HMAC of the interaction id under a
 * secret of this server start, so a token is valid only for its own interaction and cannot be guessed.
 */
export class CsrfTokens {
  private readonly secret = randomBytes(32);

  issue(interactionId: string): string {
    return createHmac('sha256', this.secret).update(`csrf:${interactionId}`).digest('base64url');
  }

  verify(interactionId: string, token: string | null | undefined): boolean {
    if (!token) return false;
    const expected = Buffer.from(this.issue(interactionId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
