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
    <div className={styles.environment} role="note">
      {systemMessages.homologation}
    </div>
  );
}
