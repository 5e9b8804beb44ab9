import type { StoredProduct } from '../../db/user-db';
import type { CardOverlayKind } from './card-links';
import { ClassifyDialog } from './classify-dialog';
import { ImageGallery } from './image-gallery';
import { InfoDrawer } from './info-drawer';

export interface CardOverlayProps {
  kind: CardOverlayKind;
  partnerId: number;
  entry: StoredProduct;
  onClose: () => void;
}

/** The card's overlays, in one chunk loaded when the first of them opens. */
export default function CardOverlay({ kind, ...props }: CardOverlayProps) {
  if (kind === 'gallery') return <ImageGallery {...props} />;
  if (kind === 'info') return <InfoDrawer {...props} />;
  return <ClassifyDialog {...props} />;
}
