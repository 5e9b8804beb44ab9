import { useState } from 'react';
import { productCardMessages } from './messages';
import styles from './product-image.module.css';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  size: number;
  /** The first visible images load at once; the rest when scrolled near. */
  eager?: boolean;
}

/** A sized, lazily loaded image; a missing or failed image shows a placeholder. */
export function ProductImage({ src, alt, size, eager = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
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
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
