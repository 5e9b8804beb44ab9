import { useBlocker, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { loadProductImages } from '../../sync/pulls/product-details';
import { Icon } from '../../ui/icon';
import { useNativeDialog } from '../../ui/use-native-dialog';
import buttons from '../../ui/button.module.css';
import type { StoredProduct } from '../../db/user-db';
import { overlayMessages as m } from './overlay-messages';
import { ProductImage } from './product-image';
import { useProductDetailPart } from './use-product-detail-part';
import styles from './card-overlay.module.css';

interface ImageGalleryProps {
  partnerId: number;
  entry: StoredProduct;
  onClose: () => void;
}

/** [commerce §2] going back closes the gallery first: the router's navigation is vetoed while it is open. */
function BackClosesGallery({ onClose }: { onClose: () => void }) {
  useBlocker({
    shouldBlockFn: () => {
      onClose();
      return true;
    },
    enableBeforeUnload: false,
  });
  return null;
}

/** The page behind the overlay does not scroll while it is open. */
function usePageScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);
}

/** The product's images, one at a time, over the whole screen; a failed image shows the placeholder. */
export function ImageGallery({ partnerId, entry, onClose }: ImageGalleryProps) {
  const { product } = entry;
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter({ warn: false });
  const stored = useProductDetailPart<string[]>('images', partnerId, product.id, () => loadProductImages(partnerId, product.id));
  const images = stored.value?.length ? stored.value : product.medias;
  const [index, setIndex] = useState(0);
  const shown = Math.min(index, Math.max(images.length - 1, 0));
  useNativeDialog(ref, true, onClose);
  usePageScrollLock();
  const title = m.galleryTitle(product.family.name);

  return (
    <dialog ref={ref} className={styles.gallery} aria-label={title}>
      {router && <BackClosesGallery onClose={onClose} />}
      <div className={styles.galleryBar}>
        <p className={styles.counter} aria-live="polite">
          {images.length > 0 ? m.imageOf(shown + 1, images.length) : title}
        </p>
        <button type="button" className={buttons.iconButton} aria-label={m.close} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.galleryImage}>
        <ProductImage key={images[shown]} src={images[shown]} alt={title} size={320} eager />
      </div>
      {images.length > 1 && (
        <div className={styles.galleryNav}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} disabled={shown === 0} onClick={() => setIndex(shown - 1)}>
            {m.previousImage}
          </button>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} disabled={shown === images.length - 1} onClick={() => setIndex(shown + 1)}>
            {m.nextImage}
          </button>
        </div>
      )}
    </dialog>
  );
}
