import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
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

/**
 * The page an activation link opens (WhatsApp or e-mail): posts its token once, then the completion screen; a used or
 * expired link, an already registered customer or a lost connection each say so with the way on.
 */
export function ActivationResult({ post }: { post: (() => Promise<void>) | null }) {
  const navigate = useNavigate();
  const [state, retry] = usePostOnce(post);

  useEffect(() => {
    if (state.kind === 'done') void navigate({ to: paths.activationFinished, replace: true });
  }, [state, navigate]);

  if (state.kind !== 'failed') {
    return (
      <AccessLayout>
        <p role="status" className={styles.centered}>
          {signupMessages.activating}
        </p>
      </AccessLayout>
    );
  }
  const error = state.error instanceof ApiError ? state.error : null;
  const answered = error?.kind === 'http';
  return (
    <AccessLayout>
      <div className={styles.centered}>
        <h1 className={styles.title}>{signupMessages.activationFailedTitle}</h1>
        <p role="alert">{answered ? error.body.message : post ? signupMessages.connectionLost : signupMessages.linkMissing}</p>
        {post && !answered && (
          <button type="button" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} onClick={retry}>
            {signupMessages.tryAgain}
          </button>
        )}
        {error?.status === ALREADY_REGISTERED ? (
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
