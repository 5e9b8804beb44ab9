import type { ReactNode } from 'react';
import { Icon } from './icon';
import { useOnline } from './use-online';
import { connectionMessages } from './connection-messages';
import { uiMessages } from './messages';
import buttons from './button.module.css';
import styles from './offline-screen.module.css';

/**
 * Replaces a screen only where nothing local can be shown (DECISIONS: offline-first).
 * 'Tentar novamente' reloads the current path.
 */
export function OfflineScreen() {
  return (
    <div className={styles.screen}>
      <Icon name="wifi-off" size={48} className={styles.icon} />
      <h1 className={styles.title}>{uiMessages.offlineTitle}</h1>
      <p>{uiMessages.offlineText}</p>
      <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => window.location.reload()}>
        {connectionMessages.retry}
      </button>
    </div>
  );
}

/**
 * A screen that cannot work without the server [Y-01]: offline, the offline screen instead; it is mounted (and
 * may post) only once the browser is online again.
 */
export function OnlineOnly({ children }: { children: ReactNode }) {
  return useOnline() ? children : <OfflineScreen />;
}
