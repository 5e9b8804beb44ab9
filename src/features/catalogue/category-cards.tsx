import { PARTNER_QUERY, paths } from '../../config/paths';
import { InternalLink, pathWithQuery } from '../../ui/internal-link';
import { catalogueMessages } from './messages';
import { ProductImage } from '../product-card/product-image';
import { useCategories } from './use-categories';
import styles from './category-cards.module.css';

export function CategoryCards({ partnerId }: { partnerId: number }) {
  const categories = useCategories(partnerId);
  if (!categories || categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.title}>
        {catalogueMessages.categories}
      </h2>
      <ul className={styles.row}>
        {categories.map((category) => (
          <li key={category.id}>
            <InternalLink
              className={styles.card}
              href={pathWithQuery(paths.category, { [PARTNER_QUERY]: partnerId, id: category.id, name: category.name })}
            >
              <ProductImage src={category.mediaUrl} alt="" size={56} />
              <span className={styles.name}>{category.name}</span>
            </InternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
