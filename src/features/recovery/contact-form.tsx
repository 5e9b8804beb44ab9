import { useId, useState, type FormEvent } from 'react';
import type { PasswordRedefinitionContact } from '../../domain/entities/account';
import buttons from '../../ui/button.module.css';
import { recoveryMessages as m } from './messages';
import styles from './recovery.module.css';

interface ContactFormProps {
  contacts: PasswordRedefinitionContact[];
  sending: boolean;
  /** the server's refusal of the last send */
  error: string | null;
  onSend: (contact: PasswordRedefinitionContact) => void;
}

const keyOf = (contact: PasswordRedefinitionContact) => `${contact.method}:${contact.identifier}`;

/** The radio list of contacts and 'Continuar'; nothing selected → 'É preciso selecionar um contato para continuar.' */
export function ContactForm({ contacts, sending, error, onSend }: ContactFormProps) {
  const errorId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const message = missing ? m.selectContact : error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const contact = contacts.find((c) => keyOf(c) === selected);
    setMissing(!contact);
    if (contact && !sending) onSend(contact);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.options} aria-describedby={message ? errorId : undefined}>
        <legend className={styles.label}>{m.contactsLegend}</legend>
        {contacts.map((contact) => (
          <label key={keyOf(contact)} className={styles.option}>
            <input
              type="radio"
              name="contact"
              value={keyOf(contact)}
              checked={selected === keyOf(contact)}
              onChange={() => {
                setSelected(keyOf(contact));
                setMissing(false);
              }}
            />
            {m.contactOption(contact.method, contact.value)}
          </label>
        ))}
      </fieldset>
      {message && (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} aria-busy={sending || undefined}>
        {sending ? m.sending : m.continue}
      </button>
    </form>
  );
}
