import { useCallback, useEffect, useState } from 'react';
import type { KeepConnectedUser } from '../../domain/entities/account';
import { listSavedUsers, removeSavedUser, selectSavedUser } from '../../session/saved-users';
import { showToast } from '../../ui/toast';
import { setLoginMode } from './auth-flags';
import { savedUsersMessages } from './saved-users-messages';

type SavedUsersState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; users: KeepConnectedUser[] };

interface Handlers {
  onEmpty: () => void;
  onSelected: () => void;
}

/** The keep-connected users of this device [access §2.3] [access §4.2]; always read fresh from the server. */
export function useSavedUsers({ onEmpty, onSelected }: Handlers) {
  const [state, setState] = useState<SavedUsersState>({ status: 'loading' });
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const users = await listSavedUsers();
      if (users.length === 0) {
        setLoginMode('SHOW_LOGIN');
        onEmpty();
        return;
      }
      setLoginMode('SHOW_USERS');
      setState({ status: 'ready', users });
    } catch {
      setState({ status: 'failed' });
    }
  }, [onEmpty]);

  useEffect(() => {
    void load();
  }, [load]);

  async function select(keepConnectedId: string): Promise<void> {
    if (busyId) return;
    setBusyId(keepConnectedId);
    try {
      await selectSavedUser(keepConnectedId);
      onSelected();
    } catch {
      showToast(savedUsersMessages.selectError);
    } finally {
      setBusyId(null);
    }
  }

  async function remove(keepConnectedId: string): Promise<void> {
    setBusyId(keepConnectedId);
    try {
      await removeSavedUser(keepConnectedId);
      showToast(savedUsersMessages.removed);
      await load();
    } catch {
      showToast(savedUsersMessages.removeError);
    } finally {
      setBusyId(null);
    }
  }

  const retry = () => {
    setState({ status: 'loading' });
    void load();
  };

  return { state, busyId, select, remove, retry };
}
