import { Link } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { Icon } from '../../ui/icon';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from './access-layout';
import { authMessages } from './messages';
import styles from './access-expired-screen.module.css';

/** After login status 471: the single-use code was already used. */
export function AccessExpiredScreen() {
  return (
    <AccessLayout>
      <div className={styles.expired}>
        <Link to={paths.login} className={`${buttons.iconButton} ${styles.close}`} aria-label={authMessages.backToLogin}>
          <Icon name="close" />
        </Link>
        <h1 className={styles.title}>{authMessages.expiredTitle}</h1>
        <p>{authMessages.expiredText}</p>
        <Link to={paths.forgotPassword} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
          {authMessages.receivePassword}
        </Link>
      </div>
    </AccessLayout>
  );
}
