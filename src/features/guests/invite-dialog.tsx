import { useId, useState, type FormEvent } from 'react';
import { maskPhoneInput, phoneDigits } from '../../domain/phone';
import { ApiError } from '../../api/errors';
import { createGuest } from '../../sync/actions/guests';
import { Dialog } from '../../ui/dialog';
import { showToast } from '../../ui/toast';
import buttons from '../../ui/button.module.css';
import { guestMessages } from './messages';
import styles from './guests.module.css';

/** [access §5] both required after trimming; both empty has its own text. */
function problemOf(name: string, phone: string): string | null {
  if (!name && !phone) return guestMessages.bothMissing;
  if (!name || !phone) return guestMessages.required;
  return phoneDigits(phone) ? null : guestMessages.invalidPhone;
}

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** Name and phone of the person to invite; the server creates the guest and sends the invitation by WhatsApp. */
export function InviteDialog({ open, onClose, onCreated }: InviteDialogProps) {
  const formId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function close(): void {
    setName('');
    setPhone('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const problem = problemOf(name.trim(), phone.trim());
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await createGuest(name.trim(), phoneDigits(phone)!);
      showToast(guestMessages.created);
      close();
      onCreated();
    } catch (failure) {
      // The server's reason (same phone, too many invitations) follows the spec's text.
      const reason = failure instanceof ApiError && failure.status < 500 && failure.kind === 'http' ? failure.body.message : '';
      setError(reason ? `${guestMessages.createError} ${reason}` : guestMessages.createError);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      title={guestMessages.inviteTitle}
      onClose={close}
      actions={
        <>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={close} disabled={sending}>
            {guestMessages.cancel}
          </button>
          <button type="submit" form={formId} className={`${buttons.button} ${buttons.primary}`} disabled={sending} aria-busy={sending}>
            {sending ? guestMessages.sending : guestMessages.send}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p>{guestMessages.inviteHint}</p>
        <label className={styles.field}>
          {guestMessages.name}
          <input
            value={name}
            maxLength={60}
            autoComplete="off"
            aria-invalid={error !== null && !name.trim()}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          {guestMessages.phone}
          <input
            value={phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="(00) 00000-0000"
            aria-invalid={error !== null && !phoneDigits(phone)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setPhone(maskPhoneInput(event.target.value))}
          />
        </label>
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
