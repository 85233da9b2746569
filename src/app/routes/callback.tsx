import { replace, type LoaderFunctionArgs } from 'react-router';
import { completeSignIn } from '../../lib/auth';
import { useT } from '../../lib/i18n';

/** The redirect target of the authorization server: finish sign-in, then go where the user was going. */
export async function loader({ request }: LoaderFunctionArgs) {
  let destination: string;
  try {
    destination = await completeSignIn(request.url);
  } catch {
    // The error is kept for the sign-in page, which shows it without starting a new sign-in (no loop).
    destination = '/sign-in';
  }
  throw replace(destination);
}

export function Component() {
  const t = useT();
  return (
    <div className="page page--narrow">
      <p role="status">{t('callback.completing')}</p>
    </div>
  );
}
