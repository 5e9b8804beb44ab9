import { lazy, Suspense, useRef, useState } from 'react';
import buttonStyles from '../../ui/button.module.css';
import { Icon } from '../../ui/icon';
import { scannerMessages } from '../scanner/messages';

// The scanner, its camera code and its decoder load only when the button is first tapped.
const ScannerDialog = lazy(() => import('../scanner/scanner-entry'));

/** The search field's camera button: opens the barcode scanner. */
export function ScanButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className={buttonStyles.iconButton} aria-label={scannerMessages.open} onClick={() => setOpen(true)}>
        <Icon name="camera" size={22} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScannerDialog
            onClose={() => setOpen(false)}
            onSearch={() => {
              setOpen(false);
              button.current?.form?.querySelector('input')?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
