import { PARTNER_QUERY } from '../../config/paths';
import type { StoredProduct } from '../../db/user-db';
import { InternalLink, pathWithQuery } from '../../ui/internal-link';
import { productCardMessages as m } from './messages';
import styles from './product-card.module.css';
import { useSectorFeature } from './use-sector-feature';

export type CardOverlayKind = 'gallery' | 'info' | 'classify';

interface CardLinksProps {
  partnerId: number;
  entry: StoredProduct;
  onOpen: (kind: CardOverlayKind) => void;
  /** the compact card offers only 'Similares'; the others every way out */
  compact: boolean;
}

/** 'Similares', the purchase history, the sector (or 'Classificar') and the additional info. */
export function CardLinks({ partnerId, entry, onOpen, compact }: CardLinksProps) {
  const sectorFeature = useSectorFeature(partnerId);
  const { product, customerProductSection: section } = entry;
  const family = product.family.name;
  const query = { [PARTNER_QUERY]: partnerId };
  const similar = (
    <InternalLink href={pathWithQuery(`/produto/similares/${product.id}`, query)} aria-label={m.similarLabel(family)}>
      {m.similar}
    </InternalLink>
  );
  if (compact) return <p className={styles.links}>{similar}</p>;
  return (
    <p className={styles.links}>
      {similar}
      {entry.hasHistoric && (
        <InternalLink href={pathWithQuery(`/historico/${product.id}`, query)} aria-label={m.historyLabel(family)}>
          {m.history}
        </InternalLink>
      )}
      {section && sectorFeature && (
        <InternalLink href={pathWithQuery('/setor', { id: section.id, name: section.name, ...query })} aria-label={m.sectorLabel(section.name)}>
          {section.name}
        </InternalLink>
      )}
      <button type="button" aria-label={m.classifyLabel(!!section, family)} onClick={() => onOpen('classify')}>
        {section ? m.reclassify : m.classify}
      </button>
      <button type="button" aria-label={m.infoLabel(family)} onClick={() => onOpen('info')}>
        {m.info}
      </button>
    </p>
  );
}
