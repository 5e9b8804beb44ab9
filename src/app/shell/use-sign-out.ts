import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { signOut } from '../../session/session';
import { paths } from '../../config/paths';

/**
 * DECISIONS: signing out never drops queued changes silently. With changes pending the
 * user confirms first; the outbox stays in that user's database and resumes at the next sign-in.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  async function run(force: boolean): Promise<void> {
    const outcome = await signOut({ force });
    if (outcome === 'pending-changes') {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    void navigate({ to: paths.savedUsers, replace: true });
  }

  return {
    confirming,
    request: () => void run(false),
    confirm: () => void run(true),
    cancel: () => setConfirming(false),
  };
}
