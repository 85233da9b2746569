import { BodyError } from '../http';

/** An error of the interaction pages, rendered as an HTML error page with its status. */
export class InteractionError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/** Maps anything thrown while handling an interaction onto the page to show. */
export function toInteractionError(err: unknown): InteractionError {
  if (err instanceof InteractionError) return err;
  if (err instanceof BodyError) return new InteractionError(err.status, 'invalid_request', err.message);
  const oidc = err as { status?: number; error?: string; error_description?: string };
  if (typeof oidc.status === 'number' && oidc.error) {
    const expired = oidc.error === 'invalid_request' && /interaction session/.test(oidc.error_description ?? '');
    return new InteractionError(
      oidc.status,
      oidc.error,
      expired ? 'Your sign-in has expired. Start again from the application.' : (oidc.error_description ?? oidc.error),
    );
  }
  console.error('auth interaction failed', err);
  return new InteractionError(500, 'server_error', 'Something went wrong on our side.');
}
