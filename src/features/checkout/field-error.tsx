import styles from './checkout-screen.module.css';

/** A field's message, referenced by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}

/** The aria attributes of a field that may carry a message. */
export function describedBy(id: string, message: string | undefined) {
  return message ? { 'aria-describedby': id, 'aria-invalid': true as const } : {};
}
