import { useEffect } from 'react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { ApiError } from '../../api/errors';
import { config } from '../../config/app-config';
import { paths } from '../../config/paths';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { setLoginMode } from '../auth/auth-flags';
import { signupMessages } from './messages';
import { usePostOnce } from './use-post-once';
import styles from './signup.module.css';

const ALREADY_REGISTERED = 409;
const SERVER_ERROR = 500;

/**
 * The page an activation link opens (WhatsApp or e-mail): posts its token once, then the completion screen; a used or
 * expired link, an already registered customer (the same link opened again) or a lost connection each say so with the
 * way on.
 */
export function ActivationResult({ post }: { post: (() => Promise<void>) | null }) {
  const navigate = useNavigate();
  const router = useRouter();
  const [state, retry] = usePostOnce(post);

  // The completion screen's code arrives while the call is under way: on a slow network, not after it.
  useEffect(() => {
    router.preloadRoute({ to: paths.activationFinished }).catch(() => undefined);
  }, [router]);

  useEffect(() => {
    if (state.kind === 'done') void navigate({ to: paths.activationFinished, replace: true });
  }, [state, navigate]);

  if (state.kind !== 'failed') {
    return (
      <AccessLayout>
        <div role="status" className={styles.centered}>
          <h1 className={styles.title}>{signupMessages.activating}</h1>
        </div>
      </AccessLayout>
    );
  }
  const error = state.error instanceof ApiError ? state.error : null;
  // The server's answer about the link (used, expired, already registered) stands; a failure of the server itself
  // (5xx, often a proxy's page with no message) is worth another try, like a lost connection.
  const answered = error?.kind === 'http' && error.status < SERVER_ERROR;
  const fallback = post ? signupMessages.connectionLost : signupMessages.linkMissing;
  const message = error?.kind === 'http' && error.body.message ? error.body.message : fallback;
  const registered = error?.status === ALREADY_REGISTERED;
  return (
    <AccessLayout>
      <div className={styles.centered}>
        <h1 className={styles.title}>{registered ? signupMessages.registeredTitle : signupMessages.activationFailedTitle}</h1>
        <p role="alert">{message}</p>
        {post && !answered && (
          <button type="button" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} onClick={retry}>
            {signupMessages.tryAgain}
          </button>
        )}
        {registered ? (
          <Link to={paths.login} className={`${buttons.button} ${buttons.primary} ${buttons.block}`} onClick={() => setLoginMode('SHOW_LOGIN')}>
            {signupMessages.goToLogin}
          </Link>
        ) : (
          <Link
            to={paths.signup}
            search={{ code: config.signupPartnerId, register: true }}
            className={`${buttons.button} ${answered || !post ? buttons.primary : buttons.secondary} ${buttons.block}`}
          >
            {signupMessages.requestNewLink}
          </Link>
        )}
      </div>
    </AccessLayout>
  );
}
