import { useEffect, useState } from 'react';
import { useFollowUp } from '../../ui/follow-up';
import { productCardMessages } from './messages';
import styles from './product-image.module.css';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  size: number;
  /** The first visible images load at once; the rest when scrolled near. */
  eager?: boolean;
  /**
   * The frame that first shows the image's place paints it empty; the image is asked for with the screen's follow-up
   * (`useFollowUp`: after that frame; in the search, once the typing pauses). A
   * list's new cards then paint without waiting for their images to be read and drawn (the seed's SVGs are
   * parsed and laid out on the main thread).
   */
  afterFirstPaint?: boolean;
}

/** A sized, lazily loaded image; a missing or failed image shows a placeholder. */
export function ProductImage({ src, alt, size, eager = false, afterFirstPaint = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [placePainted, setPlacePainted] = useState(!afterFirstPaint);
  const followUp = useFollowUp();
  useEffect(() => (placePainted ? undefined : followUp(() => setPlacePainted(true))), [placePainted, followUp]);
  if (!src || failedSrc === src) {
    return (
      <div
        className={styles.placeholder}
        style={{ width: size, height: size }}
        role="img"
        aria-label={productCardMessages.imagePlaceholder}
      />
    );
  }
  return (
    <img
      className={styles.image}
      src={placePainted ? src : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
