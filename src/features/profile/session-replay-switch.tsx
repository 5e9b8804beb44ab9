import { useId, useSyncExternalStore } from 'react';
import { replayAllowed, setReplayAllowed, subscribeReplayPreference } from '../../session/replay/preference';
import { useSession } from '../auth/use-session';
import { sessionReplayMessages as m } from './session-replay-messages';
import styles from './session-replay-switch.module.css';

/** The user's own choice on this device: off stops a recording at once (the shell follows the same preference). */
export function SessionReplaySwitch() {
  const id = useId();
  const username = useSession()?.username ?? null;
  const allowed = useSyncExternalStore(subscribeReplayPreference, () => username !== null && replayAllowed(username));
  if (username === null) return null;
  return (
    <div className={styles.switch}>
      <input
        id={id}
        className={styles.input}
        type="checkbox"
        role="switch"
        checked={allowed}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setReplayAllowed(username, event.target.checked)}
      />
      <label htmlFor={id} className={styles.label}>
        {m.label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {m.hint}
      </p>
    </div>
  );
}
