/**
 * oauth4webapi, loaded on first use rather than with the first route: signing in, refreshing, revoking and the
 * DPoP proofs of API requests all happen after the first paint (the stored session is read without it).
 */
export type OAuth = typeof import('./oauth-exports');

let loading: Promise<OAuth> | undefined;
let loaded: OAuth | undefined;

export function loadOAuth(): Promise<OAuth> {
  if (!loading) {
    const attempt = import('./oauth-exports').then((module) => (loaded = module));
    // A failed chunk load (offline, new deployment) is retried on the next use instead of being remembered.
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}

/** The library if it has been loaded: enough to classify an error, which only a loaded library can have thrown. */
export function loadedOAuth(): OAuth | undefined {
  return loaded;
}
