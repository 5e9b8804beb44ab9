import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { forgetSavedUser } from '../../session/saved-users';
import { signOut } from '../../session/session';
import { paths } from '../../config/paths';
import { showToast } from '../../ui/toast';
import { shellMessages } from './messages';

/**
 * 'Sair' always asks first (docs/decisions/0134-sign-out-says-the-user-stays-saved.md): the dialog says the user stays
 * saved on this device and offers to forget them in the same step. DECISIONS: signing out never drops queued
 * changes silently; the outbox stays in that user's database and resumes at the next sign-in.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(forget: boolean): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await signOut({ force: true, forget: forget ? forgetSavedUser : undefined });
      if (outcome === 'not-forgotten') showToast(shellMessages.forgetFailed);
    } finally {
      setBusy(false);
    }
    setConfirming(false);
    void navigate({ to: paths.savedUsers, replace: true });
  }

  return {
    confirming,
    busy,
    request: () => setConfirming(true),
    confirm: () => void run(false),
    forget: () => void run(true),
    cancel: () => setConfirming(false),
  };
}
