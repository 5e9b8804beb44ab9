import { useEffect, useRef, useState } from 'react';
import type { StoredProduct } from '../../db/user-db';
import buttonStyles from '../../ui/button.module.css';
import { Dialog } from '../../ui/dialog';
import { ProductCard } from '../product-card/product-card';
import { useCartRestrictions } from '../product-card/use-cart-restrictions';
import { addOnePackage, productByBarcode } from './barcode-product';
import { cameraMessage } from './camera-message';
import { scannerMessages } from './messages';
import { TypedCode } from './typed-code';
import { useCamera } from './use-camera';
import { useScanLoop } from './use-scan-loop';
import styles from './scanner.module.css';

interface ScannerDialogProps {
  partnerId: number;
  onClose: () => void;
  /** leave the scanner for the search field */
  onSearch: () => void;
}

/** The scanner's marks: the bench reads the time from opening to the first code read. */
export const SCANNER_MARKS = { open: 'scanner-open', firstCode: 'scanner-first-code' } as const;

/**
 * The camera reads a code; a product of the device's catalogue opens its card, ready to add; the
 * same product read again adds one more package. Reading pauses after each code ('Ler novamente').
 */
export function ScannerDialog({ partnerId, onClose, onSearch }: ScannerDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const { readOnly, note: readOnlyNote } = useCartRestrictions(partnerId);
  const [scanning, setScanning] = useState(true);
  const [decoderFailed, setDecoderFailed] = useState(false);
  const [found, setFound] = useState<{ code: string; entry: StoredProduct | undefined }>();
  const [note, setNote] = useState('');
  useEffect(() => void performance.mark(SCANNER_MARKS.open), []);

  const read = async (code: string) => {
    if (!performance.getEntriesByName(SCANNER_MARKS.firstCode).length) performance.measure(SCANNER_MARKS.firstCode, SCANNER_MARKS.open);
    setScanning(false);
    const entry = await productByBarcode(partnerId, code);
    const again = entry !== undefined && found?.entry?.id === entry.id;
    setFound({ code, entry });
    if (!entry) return setNote(scannerMessages.unknown(code));
    if (!again) return setNote(scannerMessages.found(code));
    if (readOnly) return setNote(readOnlyNote ?? '');
    const added = await addOnePackage(partnerId, entry);
    setNote(added ? scannerMessages.added(added.quantity, added.unit) : scannerMessages.atMaximum);
  };
  useScanLoop(video, scanning && camera === 'on', (code) => void read(code), () => setDecoderFailed(true));

  const problem = decoderFailed ? scannerMessages.decoderFailed : cameraMessage[camera];
  const cameraUsable = !decoderFailed && (camera === 'starting' || camera === 'on' || camera === 'paused');

  return (
    <Dialog
      open
      title={scannerMessages.title}
      onClose={onClose}
      actions={
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
          {scannerMessages.close}
        </button>
      }
    >
      {cameraUsable && <video ref={video} className={styles.video} muted playsInline aria-label={scannerMessages.video} />}
      <p role="status" className={styles.status}>
        {camera === 'paused' ? problem : note || problem}
      </p>
      {found?.entry && (
        <div className={styles.card}>
          <ProductCard partnerId={partnerId} entry={found.entry} size="large" layout="list" />
        </div>
      )}
      <div className={styles.actions}>
        {found && !found.entry && (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={onSearch}>
            {scannerMessages.search}
          </button>
        )}
        {found && camera === 'on' && !scanning && (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => setScanning(true)}>
            {scannerMessages.scanAgain}
          </button>
        )}
      </div>
      <TypedCode onCode={(code) => void read(code)} />
    </Dialog>
  );
}
