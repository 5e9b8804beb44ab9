import { useSession } from '../auth/use-session';
import { profileMessages as m } from './messages';
import { useProfile } from './use-profile';
import styles from './profile.module.css';

/** The user's initial and name ('Cliente' when unknown) from GET /user/profile, and its masked contacts from GET /user/contacts. */
export function ProfileCard() {
  const { profile, contacts, failed } = useProfile();
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
        {contacts.length > 0 && (
          <ul className={styles.contacts} aria-label={m.contacts}>
            {contacts.map((contact) => (
              <li key={`${contact.type} ${contact.value}`} className={styles.phone}>
                <span className="visually-hidden">{contact.type === 'email' ? m.email : m.phone}: </span>
                {contact.value}
              </li>
            ))}
          </ul>
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
