import { Link } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { Icon } from '../../ui/icon';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from './access-layout';
import { accessExpiredMessages } from './access-expired-messages';
import styles from './access-expired-screen.module.css';

/** After login status 471: the single-use code was already used. */
export function AccessExpiredScreen() {
  return (
    <AccessLayout>
      <div className={styles.expired}>
        <Link to={paths.login} className={`${buttons.iconButton} ${styles.close}`} aria-label={accessExpiredMessages.backToLogin}>
          <Icon name="close" />
        </Link>
        <h1 className={styles.title}>{accessExpiredMessages.expiredTitle}</h1>
        <p>{accessExpiredMessages.expiredText}</p>
        <Link to={paths.forgotPassword} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
          {accessExpiredMessages.receivePassword}
        </Link>
      </div>
    </AccessLayout>
  );
}
