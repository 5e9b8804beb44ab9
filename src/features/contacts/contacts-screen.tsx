import { useNavigate } from '@tanstack/react-router';
import type { Contact } from '../../domain/entities/catalogue';
import { paths, whatsappHref } from '../../config/paths';
import { browseKeys } from '../../sync/pulls/browse-keys';
import { refreshContacts } from '../../sync/pulls/browse';
import { Icon } from '../../ui/icon';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { useStoredAnswer } from '../stored-answer/use-stored-answer';
import { usePartnerId } from '../partners/use-partner-id';
import { contactMessages } from './messages';
import browse from '../browse/browse.module.css';
import styles from './contacts.module.css';

/**
 * '/contatos': the partner's contacts; tapping one opens a chat with its phone digits. Back is
 * literal (DECISIONS): a partner is always selected here, so it goes to partner selection.
 */
export function ContactsScreen() {
  const partnerId = usePartnerId();
  const navigate = useNavigate();
  const contacts = useStoredAnswer<Contact[]>(browseKeys.contacts(partnerId), () => refreshContacts(partnerId));
  if (contacts.state === 'missing') return <OfflineScreen />;
  return (
    <section className={browse.screen} aria-labelledby="contacts-title">
      <ScreenHeading id="contacts-title" onBack={() => void navigate({ to: paths.partnerSelect })}>
        {contactMessages.title}
      </ScreenHeading>
      {contacts.state === 'reading' ? (
        <p role="status" className={browse.muted}>{contactMessages.loading}</p>
      ) : contacts.value.length === 0 ? (
        <p className={browse.muted}>{contactMessages.empty}</p>
      ) : (
        <ul className={styles.list}>
          {contacts.value.map((contact) => (
            <li key={`${contact.name}-${contact.phoneNumber}`}>
              <a
                className={styles.contact}
                href={whatsappHref(contact.phoneNumber)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className={styles.text}>
                  <strong>{contact.name}</strong>
                  <span>{contact.description}</span>
                  <span>{contact.phoneNumber}</span>
                </span>
                <Icon name="whatsapp" size={22} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
