import { Link, getRouteApi } from '@tanstack/react-router';
import { ApiError } from '../../api/errors';
import { config } from '../../config/app-config';
import { paths, whatsappHref } from '../../config/paths';
import { confirmNumberChange } from '../../session/signup';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { signupMessages } from './messages';
import { usePostOnce } from './use-post-once';
import styles from './signup.module.css';
import { needsServer } from './needs-server';

const route = getRouteApi('/ativacao/atualizar-numero');

/**
 * Phone-change confirmation [access §2.7]: posted once when the link opens. Success: 'Número atualizado!' and 'Entrar',
 * which goes on with the activation (the customer has no code yet); failure: the server's message and a new signup,
 * or the support when there is no message.
 */
function UpdateNumberScreenOnline() {
  const { token, partnerid } = route.useSearch();
  const [state] = usePostOnce(token && partnerid ? () => confirmNumberChange(token, partnerid) : null);
  const signupSearch = { code: partnerid ?? config.signupPartnerId, register: true };

  if (state.kind === 'pending') {
    return (
      <AccessLayout>
        <p role="status" className={styles.centered}>
          {signupMessages.updatingNumber}
        </p>
      </AccessLayout>
    );
  }
  if (state.kind === 'done') {
    return (
      <AccessLayout>
        <div className={styles.centered}>
          <h1 className={styles.title}>{signupMessages.numberUpdated}</h1>
          <p>{signupMessages.numberUpdatedText}</p>
          <Link to={paths.signup} search={signupSearch} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
            {signupMessages.enter}
          </Link>
        </div>
      </AccessLayout>
    );
  }
  const message = state.error instanceof ApiError && state.error.kind === 'http' ? state.error.body.message : '';
  return (
    <AccessLayout>
      <div className={styles.centered}>
        <h1 className={styles.title}>{signupMessages.numberUpdateFailedTitle}</h1>
        {message ? (
          <>
            <p role="alert">{message}</p>
            <Link to={paths.signup} search={signupSearch} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
              {signupMessages.registerAgain}
            </Link>
          </>
        ) : (
          <a className={`${buttons.button} ${buttons.accent} ${buttons.block}`} href={whatsappHref(config.supportWhatsapp)} target="_blank" rel="noopener noreferrer">
            {signupMessages.talkToSupport}
          </a>
        )}
      </div>
    </AccessLayout>
  );
}

export const UpdateNumberScreen = needsServer(UpdateNumberScreenOnline);
