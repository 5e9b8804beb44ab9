import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { setLoginMode } from '../../features/auth/auth-flags';
import { signOut } from '../../session/session';
import { paths } from '../../config/paths';
import type { TapSpot } from '../../ui/sign-out-request';
import { showToast } from '../../ui/toast';
import { shellMessages } from './messages';

// Loaded when 'Sair e esquecer este usuário' is chosen, not with every signed-in screen: the saved users' code is
// the login's. Not arrived (offline, not yet on the device): the user is not forgotten, and the toast says so.
const forgetSavedUser = (username: string) =>
  import('../../session/saved-users').then((module) => module.forgetSavedUser(username), () => false);

/**
 * 'Sair' always asks first (docs/decisions/0134-sign-out-says-the-user-stays-saved.md): the dialog says the user stays
 * saved on this device and offers to forget them in the same step. DECISIONS: signing out never drops queued
 * changes silently; the outbox stays in that user's database and resumes at the next sign-in.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [spot, setSpot] = useState<TapSpot | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(forget: boolean): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      // Written before the session ends (the shell leaves the signed-in screens at that moment), not when /usuarios
      // has listed the user: a reload or a closed app right after signing out still opens on the saved users.
      if (!forget) setLoginMode('SHOW_USERS');
      const outcome = await signOut({ force: true, forget: forget ? forgetSavedUser : undefined });
      if (outcome === 'not-forgotten') {
        setLoginMode('SHOW_USERS');
        showToast(shellMessages.forgetFailed);
      }
    } finally {
      setBusy(false);
    }
    setConfirming(false);
    void navigate({ to: paths.savedUsers, replace: true });
  }

  return {
    confirming,
    busy,
    /** where the 'Sair' that asked was: the dialog keeps 'Sair e esquecer este usuário' away from it */
    spot,
    request: (tapped?: TapSpot) => {
      setSpot(tapped ?? null);
      setConfirming(true);
    },
    confirm: () => void run(false),
    forget: () => void run(true),
    cancel: () => setConfirming(false),
  };
}
