import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { signupMessages } from './messages';
import styles from './signup.module.css';

/**
 * The activation link's page when its screen's code failed or stalled: nothing was posted yet, so loading the same
 * link again is the way on. Part of the route table, not of the screen's chunk that did not arrive.
 */
export function ActivationLoadError() {
  return (
    <AccessLayout>
      <div className={styles.centered}>
        <h1 className={styles.title}>{signupMessages.activationFailedTitle}</h1>
        <p role="alert">{signupMessages.connectionLost}</p>
        <button type="button" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} onClick={() => location.reload()}>
          {signupMessages.tryAgain}
        </button>
      </div>
    </AccessLayout>
  );
}
