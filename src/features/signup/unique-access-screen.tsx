import { useEffect } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { config } from '../../config/app-config';
import { paths, whatsappHref } from '../../config/paths';
import { signInWithUniqueAccess } from '../../session/sign-in';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { setLoginMode } from '../auth/auth-flags';
import { signupMessages } from './messages';
import { usePostOnce } from './use-post-once';
import styles from './signup.module.css';
import { needsServer } from './needs-server';

const route = getRouteApi('/unique-access');

/** `/unique-access?uniqueAccessId=` [access §2.7]: the single-use link signs in; a used or expired one says so. */
function UniqueAccessScreenOnline() {
  const { uniqueAccessId } = route.useSearch();
  const navigate = useNavigate();
  const [state, retry] = usePostOnce(
    uniqueAccessId
      ? async () => {
          const result = await signInWithUniqueAccess(uniqueAccessId);
          if (result !== 'ok') throw result;
        }
      : null,
  );

  useEffect(() => {
    if (state.kind === 'done') void navigate({ to: paths.partnerSelect, replace: true });
    // The user's access itself expired: the 'Novo acesso!' variant, which leads to a new password.
    if (state.kind === 'failed' && state.error === 'access-expired') void navigate({ to: paths.accessExpired, replace: true });
  }, [state, navigate]);

  if (state.kind !== 'failed' || state.error === 'access-expired') {
    return (
      <AccessLayout>
        <p role="status" className={styles.centered}>
          {signupMessages.signingIn}
        </p>
      </AccessLayout>
    );
  }
  if (state.error === 'network') {
    return (
      <AccessLayout>
        <div className={styles.centered}>
          <p role="alert">{signupMessages.connectionLost}</p>
          <button type="button" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} onClick={retry}>
            {signupMessages.tryAgain}
          </button>
        </div>
      </AccessLayout>
    );
  }
  return (
    <AccessLayout>
      <div className={styles.centered}>
        <h1 className={styles.title}>{signupMessages.linkGoneTitle}</h1>
        <p>{signupMessages.linkGoneHint}</p>
        <a
          className={`${buttons.button} ${buttons.accent} ${buttons.block}`}
          href={whatsappHref(config.supportWhatsapp, signupMessages.linkGoneKeyword)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {signupMessages.talkToSupport}
        </a>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
          onClick={() => {
            setLoginMode('SHOW_LOGIN');
            void navigate({ to: paths.login });
          }}
        >
          {signupMessages.leave}
        </button>
      </div>
    </AccessLayout>
  );
}

export const UniqueAccessScreen = needsServer(UniqueAccessScreenOnline);
