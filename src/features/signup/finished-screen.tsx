import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { setLoginMode } from '../auth/auth-flags';
import { celebrate } from './celebrate';
import { signupMessages } from './messages';
import styles from './signup.module.css';

/** Signup completion [access §2.7]: the credentials are on their way by message. */
export function FinishedScreen() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    return canvasRef.current ? celebrate(canvasRef.current) : undefined;
  }, []);
  return (
    <AccessLayout>
      <div className={styles.centered}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {signupMessages.finishedTitle}
        </h1>
        <p>{signupMessages.finishedText}</p>
        <Link to={paths.login} className={`${buttons.button} ${buttons.primary} ${buttons.block}`} onClick={() => setLoginMode('SHOW_LOGIN')}>
          {signupMessages.goToLogin}
        </Link>
      </div>
      <canvas ref={canvasRef} className={styles.confetti} aria-hidden="true" />
    </AccessLayout>
  );
}
