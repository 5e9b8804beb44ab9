import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import type { SentDestination } from '../../db/signup-state';
import buttons from '../../ui/button.module.css';
import { setLoginMode } from '../auth/auth-flags';
import { signupMessages } from './messages';
import styles from './signup.module.css';

/** The activation-sent state [access §2.7]: where the link went, and the way to the login. */
export function ActivationSent({ sentTo }: { sentTo: SentDestination }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.centered}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {signupMessages.sentTitle}
      </h1>
      <p>{sentTo.channel === 'email' ? signupMessages.sentToEmail(sentTo.to) : signupMessages.sentToWhatsapp(sentTo.to)}</p>
      <Link to={paths.login} className={`${buttons.button} ${buttons.primary} ${buttons.block}`} onClick={() => setLoginMode('SHOW_LOGIN')}>
        {signupMessages.goToLogin}
      </Link>
    </div>
  );
}
