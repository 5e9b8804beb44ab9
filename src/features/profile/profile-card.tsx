import { formatPhone } from '../../domain/phone';
import { useSession } from '../auth/use-session';
import { profileMessages as m } from './messages';
import { useProfile } from './use-profile';
import styles from './profile.module.css';

/** The user's initial and name ('Cliente' when unknown) and phone, from GET /user/profile. */
export function ProfileCard() {
  const { profile, failed } = useProfile();
  const session = useSession();
  // Until the profile is on the device, the session's name stands in for it.
  const name = (profile ? profile.name.trim() : session?.name) || m.fallbackName;
  return (
    <section className={`${styles.card} ${styles.person}`}>
      <span className={styles.initial} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <div className={styles.personText}>
        <h2 className={styles.name}>{name}</h2>
        {profile?.contact && (
          <p className={styles.phone}>
            <span className="visually-hidden">{m.phone}: </span>
            {formatPhone(profile.contact)}
          </p>
        )}
      </div>
      {failed && (
        <p role="alert" className={`${styles.error} ${styles.personError}`}>
          {m.loadFailed}
        </p>
      )}
    </section>
  );
}
