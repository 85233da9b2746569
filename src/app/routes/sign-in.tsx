import { useState } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  buildAuthorizationUrl,
  getSession,
  KeyStorageNotice,
  probeKeyStorage,
  safeReturnPath,
  takeSignInError,
} from '../../lib/auth';

type Reason = 'signed-out' | 'session-ended' | null;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const failure = takeSignInError();
  const returnTo = safeReturnPath(url.searchParams.get('returnTo') ?? failure?.returnTo);
  // Already signed in: nothing to do here. Never the other way round (no automatic trip to the AS: no loops).
  if (!failure && (await getSession())) throw redirect(returnTo);
  void probeKeyStorage();
  const reason = url.searchParams.get('reason');
  return {
    returnTo,
    failure,
    reason: (reason === 'signed-out' || reason === 'session-ended' ? reason : null) as Reason,
  };
}

export function Component() {
  const { returnTo, failure, reason } = useLoaderData<typeof loader>();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const signIn = async () => {
    setStarting(true);
    setStartError(null);
    try {
      window.location.assign((await buildAuthorizationUrl(returnTo)).href);
    } catch (error) {
      setStarting(false);
      setStartError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="page page--narrow sign-in">
      <h1>Sign in</h1>
      {reason === 'session-ended' && (
        <p role="status">Your session has ended. Sign in again to continue where you were.</p>
      )}
      {reason === 'signed-out' && <p role="status">You have signed out.</p>}
      {failure && (
        <div role="alert" className="problem-alert">
          <p>
            <strong>{failure.title}</strong>
          </p>
          <p>{failure.detail}</p>
        </div>
      )}
      {startError && (
        <div role="alert" className="problem-alert">
          <p>
            <strong>Sign-in could not start</strong>
          </p>
          <p>The authorization server could not be reached ({startError}). Try again in a moment.</p>
        </div>
      )}
      <p>
        Sign in with your vehicle account to see your vehicles. You will be asked which data the dashboard may read.
      </p>
      <KeyStorageNotice />
      <button type="button" className="button" onClick={() => void signIn()} disabled={starting}>
        Sign in
      </button>
    </div>
  );
}
