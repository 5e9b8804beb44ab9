import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { acceptTerms } from './auth-flags';
import { authMessages } from './messages';
import { useLegalDocument, type LegalDocument } from './use-legal-document';
import styles from './terms-modal.module.css';

interface TermsModalProps {
  open: boolean;
  /** First visit: no way out but accepting. Opened from the footer: closable. */
  blocking: boolean;
  onDone: () => void;
}

/** Cookies, then privacy, then closed with the accepted flag stored [access §4.5]. */
export function TermsModal({ open, blocking, onDone }: TermsModalProps) {
  const [step, setStep] = useState<LegalDocument>('cookies');
  const doc = useLegalDocument(open ? step : null);

  function accept(): void {
    if (step === 'cookies') {
      setStep('privacy');
      return;
    }
    acceptTerms();
    setStep('cookies');
    onDone();
  }

  function close(): void {
    if (blocking) return;
    setStep('cookies');
    onDone();
  }

  const isCookies = step === 'cookies';
  return (
    <Dialog
      open={open}
      title={isCookies ? authMessages.cookiesTitle : authMessages.privacyTitle}
      onClose={close}
      actions={
        <>
          {!blocking && (
            <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={close}>
              {authMessages.close}
            </button>
          )}
          {doc.status === 'failed' && (
            <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={doc.retry}>
              {authMessages.retry}
            </button>
          )}
          {/* Only a document that was shown can be agreed to. */}
          {doc.status === 'ready' && (
            <button type="button" className={`${buttons.button} ${buttons.accent}`} onClick={accept}>
              {isCookies ? authMessages.acceptCookies : authMessages.acceptPrivacy}
            </button>
          )}
        </>
      }
    >
      {doc.status === 'loading' && <p aria-busy="true">{authMessages.termsLoading}</p>}
      {doc.status === 'failed' && <p role="alert">{authMessages.termsUnavailable}</p>}
      {doc.status === 'ready' && (
        <div className={styles.document} dangerouslySetInnerHTML={{ __html: doc.html }} />
      )}
    </Dialog>
  );
}
