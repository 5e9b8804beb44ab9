import { useEffect } from 'react';
import { scheduleSessionReplay } from '../../session/replay/schedule';

/** Session replay on the signed-in screens (docs/decisions/session-replay.md); signing out stops it at once. */
export function useSessionReplay(username: string | null): void {
  useEffect(() => (username === null ? undefined : scheduleSessionReplay(username)), [username]);
}
