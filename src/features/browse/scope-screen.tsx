import { useMemo, useState, type ReactNode } from 'react';
import type { Filter } from '../../domain/entities/catalogue';
import type { StoredProduct } from '../../db/user-db';
import { scrollPositions } from '../../db/scroll-positions';
import { useBack } from '../../ui/back';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { SCROLL_SAVE_MS, useScrollMemory } from '../../ui/use-scroll-memory';
import { useCurrentSector } from './current-sector';
import { SectorFilter } from './sector-filter';
import { FilterTags } from './filter-tags';
import { passes } from './filter-of';
import { browseMessages } from './messages';
import { ProductList } from './product-list';
import { useScopeProducts, type Scope } from './use-scope-products';
import styles from './browse.module.css';

interface ScopeScreenProps {
  partnerId: number;
  title: string;
  scope: Scope;
  /** the filter tags the products offer */
  tagsOf?: (products: StoredProduct[]) => Filter[];
  /** the sector drawer's current sector narrows the list (not on the sector screen itself) */
  sectorFiltered?: boolean;
  emptyText?: string;
  /** shown under the title (the family's classification) */
  children?: (products: StoredProduct[]) => ReactNode;
}

/** A titled, filterable, virtualised list of a brand's, family's, sector's or favorite products. */
export function ScopeScreen({ partnerId, title, scope, tagsOf, sectorFiltered = true, emptyText = browseMessages.noProducts, children }: ScopeScreenProps) {
  const back = useBack(partnerId);
  const { products, loadMore, failed } = useScopeProducts(partnerId, scope);
  const [tag, setTag] = useState<Filter | null>(null);
  const currentSector = useCurrentSector(partnerId);
  const sector = sectorFiltered ? currentSector : null;
  const tags = useMemo(() => (products && tagsOf ? tagsOf(products) : []), [products, tagsOf]);
  const shown = useMemo(() => products?.filter((row) => passes(row, tag) && passes(row, sector)), [products, tag, sector]);
  useScrollMemory(`${scope.kind}:${partnerId}:${scope.id}`, {
    store: scrollPositions,
    ready: shown !== undefined && shown.length > 0,
    saveAfterMs: scope.kind === 'product-section' ? SCROLL_SAVE_MS.sectionList : SCROLL_SAVE_MS.list,
  });
  if (failed) return <OfflineScreen />;

  return (
    <section className={styles.screen} aria-labelledby="scope-title">
      <ScreenHeading id="scope-title" onBack={back}>
        {title}
      </ScreenHeading>
      {products && children?.(products)}
      <div className={styles.toolbar}>
        {sectorFiltered && <SectorFilter partnerId={partnerId} />}
      </div>
      <FilterTags tags={tags} selected={tag} onSelect={setTag} />
      {shown === undefined ? (
        <p role="status" className={styles.muted}>{browseMessages.loading}</p>
      ) : shown.length === 0 && !loadMore ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ProductList partnerId={partnerId} products={shown} label={browseMessages.products(title)} loadMore={loadMore} />
      )}
    </section>
  );
}
