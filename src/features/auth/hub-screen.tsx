import { Link, useNavigate } from '@tanstack/react-router';
import { config } from '../../config/app-config';
import { paths, whatsappHref } from '../../config/paths';
import buttons from '../../ui/button.module.css';
import { useLiveControl } from '../../ui/use-browser-value';
import { setLoginMode } from './auth-flags';
import { AccessLayout } from './access-layout';
import { authMessages } from './messages';
import styles from './hub-screen.module.css';

/** Where a signup started, kept with its activation link: campaign links to /ativacao/cadastro carry their own. */
const SIGNUP_TRACK_ID = 'hub';

/** Landing [access §2.4]: request a code, or go to the login form. */
export function HubScreen() {
  const navigate = useNavigate();
  const live = useLiveControl();

  function accessApp(): void {
    setLoginMode('SHOW_LOGIN');
    void navigate({ to: paths.login });
  }

  return (
    <AccessLayout>
      <div className={styles.hub}>
        <h1 className={styles.title}>{authMessages.hubTitle}</h1>
        <p className={styles.text}>{authMessages.hubText}</p>
        <Link
          to={paths.signup}
          search={{ code: config.signupPartnerId, trackid: SIGNUP_TRACK_ID, register: true }}
          className={`${buttons.button} ${buttons.accent} ${buttons.block}`}
        >
          {authMessages.requestCode}
        </Link>
        <button type="button" {...live} className={`${buttons.button} ${buttons.primary} ${buttons.block}`} onClick={accessApp}>
          {authMessages.accessApp}
        </button>
        <a className={styles.support} href={whatsappHref(config.supportWhatsapp)} target="_blank" rel="noopener noreferrer">
          {authMessages.support}
        </a>
        <p className={styles.version}>{authMessages.version(config.version)}</p>
      </div>
    </AccessLayout>
  );
}
