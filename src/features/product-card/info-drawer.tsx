import { useEffect, useId, useRef, useState } from 'react';
import type { Datasheet } from '../../domain/entities/catalogue';
import type { StoredProduct } from '../../db/user-db';
import { loadDatasheet } from '../../sync/pulls/product-details';
import { Icon } from '../../ui/icon';
import { showToast } from '../../ui/toast';
import { useNativeDialog } from '../../ui/use-native-dialog';
import buttons from '../../ui/button.module.css';
import { overlayMessages as m } from './overlay-messages';
import { useProductDetailPart } from './use-product-detail-part';
import styles from './card-overlay.module.css';

/** [commerce §9] the copy icon shows its check for 3 s. */
export const COPIED_ICON_MS = 3000;

interface InfoDrawerProps {
  partnerId: number;
  entry: StoredProduct;
  onClose: () => void;
}

function BarcodeCopy({ barcode }: { barcode: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_ICON_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(barcode);
      setCopied(true);
      showToast(m.barcodeCopied);
    } catch {
      showToast(m.barcodeCopyFailed);
    }
  };
  return (
    <button type="button" className={buttons.iconButton} aria-label={m.copyBarcode} onClick={() => void copy()}>
      {copied ? (
        <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
          <path d="M5 12l5 5 9-10" />
        </svg>
      ) : (
        <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
        </svg>
      )}
    </button>
  );
}

function TechnicalInfo({ sheet, failed }: { sheet: Datasheet | null | undefined; failed: boolean }) {
  if (!sheet) return <p role="status">{failed ? m.infoUnavailable : m.loadingInfo}</p>;
  if (!sheet.technicalInfo && sheet.attributes.length === 0) return <p>{m.noTechnicalInfo}</p>;
  return (
    <>
      {sheet.technicalInfo && <p className={styles.technical}>{sheet.technicalInfo}</p>}
      {sheet.attributes.length > 0 && (
        <dl className={styles.attributes}>
          {sheet.attributes.map((attribute) => (
            <div key={attribute.name}>
              <dt>{attribute.name}</dt>
              <dd>{attribute.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/** The additional-info drawer: the barcode with a copy button, and the datasheet's technical info. */
export function InfoDrawer({ partnerId, entry, onClose }: InfoDrawerProps) {
  const { product } = entry;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useNativeDialog(ref, true, onClose);
  const sheet = useProductDetailPart<Datasheet>('datasheet', partnerId, product.id, () => loadDatasheet(partnerId, product.id));
  const barcode = sheet.value?.barcode || product.barcode;
  return (
    <dialog ref={ref} className={styles.drawer} aria-labelledby={titleId}>
      <div className={styles.galleryBar}>
        <h2 id={titleId} className={styles.drawerTitle}>
          {m.infoTitle}
        </h2>
        <button type="button" className={buttons.iconButton} aria-label={m.close} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <p className={styles.family}>{product.family.name}</p>
      <h3 className={styles.section}>{m.barcode}</h3>
      <div className={styles.barcode}>
        {barcode ? (
          <>
            <span>{barcode}</span>
            <BarcodeCopy barcode={barcode} />
          </>
        ) : (
          <span>{m.noBarcode}</span>
        )}
      </div>
      <h3 className={styles.section}>{m.technicalInfo}</h3>
      <TechnicalInfo sheet={sheet.value} failed={sheet.failed} />
    </dialog>
  );
}
