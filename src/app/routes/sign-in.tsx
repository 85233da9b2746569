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
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../components/use-document-title';

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
  const t = useT();
  useDocumentTitle(t('signIn.title'));
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
      <h1>{t('signIn.title')}</h1>
      {reason === 'session-ended' && <p role="status">{t('signIn.sessionEnded')}</p>}
      {reason === 'signed-out' && <p role="status">{t('signIn.signedOut')}</p>}
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
            <strong>{t('signIn.startFailed')}</strong>
          </p>
          <p>{t('signIn.startFailed.detail', { reason: startError })}</p>
        </div>
      )}
      <p>{t('signIn.intro')}</p>
      <KeyStorageNotice />
      <button type="button" className="button" onClick={() => void signIn()} disabled={starting}>
        {t('signIn.button')}
      </button>
    </div>
  );
}
