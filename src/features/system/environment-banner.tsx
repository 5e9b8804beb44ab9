import { useEffect } from 'react';
import { config } from '../../config/app-config';
import { systemMessages } from './messages';
import styles from './banners.module.css';

const showBanner = config.environment !== 'production';

/** [access §1] non-production builds say so at the bottom of every screen. */
export function EnvironmentBanner() {
  // Fixed bottom bars (navigation, toasts) sit above the banner through this flag.
  useEffect(() => {
    if (!showBanner) return;
    document.documentElement.dataset.environmentBanner = '';
    return () => {
      delete document.documentElement.dataset.environmentBanner;
    };
  }, []);

  if (!showBanner) return null;
  return (
    // A landmark of its own, so no content of the page sits outside landmarks.
    <aside className={styles.environment} aria-label={systemMessages.homologation}>
      {systemMessages.homologation}
    </aside>
  );
}
