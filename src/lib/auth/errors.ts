/** Signing in is needed (never signed in, signed out elsewhere, or the refresh token expired or was revoked). */
export class SignInRequiredError extends Error {
  override readonly name = 'SignInRequiredError';
  constructor(
    readonly reason: 'no-session' | 'session-ended' = 'no-session',
    message?: string,
  ) {
    super(message ?? (reason === 'session-ended' ? 'Your session has ended. Sign in again.' : 'Please sign in.'));
  }
}

/** The sign-in could not be completed; `title` and `detail` are for the sign-in page. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
  constructor(
    readonly code: string,
    readonly title: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${title}: ${detail}`, options);
  }
}

/** A token response that cannot be stored (not DPoP-bound, no usable lifetime); here, not with its zod-based parser. */
export class TokenResponseError extends Error {
  override readonly name = 'TokenResponseError';
}
