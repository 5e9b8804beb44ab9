import { useId, useRef } from 'react';
import type { Datasheet } from '../../domain/entities/catalogue';
import type { StoredProduct } from '../../db/user-db';
import { loadDatasheet } from '../../sync/pulls/product-details';
import { Icon } from '../../ui/icon';
import { CopyButton } from '../../ui/copy-button';
import { useNativeDialog } from '../../ui/use-native-dialog';
import buttons from '../../ui/button.module.css';
import { overlayMessages as m } from './overlay-messages';
import { useProductDetailPart } from './use-product-detail-part';
import styles from './card-overlay.module.css';

interface InfoDrawerProps {
  partnerId: number;
  entry: StoredProduct;
  onClose: () => void;
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
            <CopyButton text={barcode} label={m.copyBarcode} copiedMessage={m.barcodeCopied} failedMessage={m.barcodeCopyFailed} />
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
