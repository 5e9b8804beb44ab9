import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import buttons from '../../ui/button.module.css';
import { useLiveControl } from '../../ui/use-browser-value';
import { setLoginMode } from './auth-flags';
import { AccessLayout } from './access-layout';
import { authMessages } from './messages';
import { savedUsersMessages } from './saved-users-messages';
import { useSavedUsers } from './use-saved-users';
import styles from './saved-users.module.css';

// Only a device with saved users draws cards: a first visit goes on to /hub without their code.
const SavedUserCard = lazy(async () => ({ default: (await import('./saved-user-card')).SavedUserCard }));

export function SavedUsersScreen() {
  const navigate = useNavigate();
  const onEmpty = useCallback(() => void navigate({ to: paths.hub, replace: true }), [navigate]);
  const onSelected = useCallback(() => void navigate({ to: paths.partnerSelect, replace: true }), [navigate]);
  const { state, busyId, select, remove, retry } = useSavedUsers({ onEmpty, onSelected });
  const live = useLiveControl();

  const loading = <div className={styles.loading} role="status" aria-busy="true" aria-label={savedUsersMessages.loadingUsers} />;

  function otherUser(): void {
    setLoginMode('SHOW_LOGIN');
    void navigate({ to: paths.login });
  }

  return (
    <AccessLayout>
      <h1 className={styles.title}>{savedUsersMessages.savedUsersTitle}</h1>
      {state.status === 'loading' && loading}
      {state.status === 'failed' && (
        <div role="alert" className={styles.failed}>
          <p>{savedUsersMessages.loadUsersError}</p>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={retry}>
            {authMessages.retry}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <Suspense fallback={loading}>
          <ul className={styles.list}>
            {state.users.map((user) => (
              <SavedUserCard
                key={user.keepConnectedId}
                user={user}
                busy={busyId === user.keepConnectedId}
                onSelect={() => void select(user.keepConnectedId)}
                onRemove={() => void remove(user.keepConnectedId)}
              />
            ))}
          </ul>
        </Suspense>
      )}
      <button type="button" {...live} className={`${buttons.button} ${buttons.secondary} ${buttons.block}`} onClick={otherUser}>
        {savedUsersMessages.otherUser}
      </button>
    </AccessLayout>
  );
}
