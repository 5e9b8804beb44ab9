import { config } from '../../config';
import { systemMessages } from './messages';
import styles from './banners.module.css';

/** Spec 1: non-production builds say so at the bottom of every screen. */
export function EnvironmentBanner() {
  if (config.environment === 'production') return null;
  return (
    <div className={styles.environment} role="note">
      {systemMessages.homologation}
    </div>
  );
}
