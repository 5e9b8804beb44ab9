import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { useBack } from '../../ui/back';
import { Icon } from '../../ui/icon';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { usePartnerId } from '../partners/use-partner-id';
import { browseMessages } from './messages';
import { BROWSE_SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
import { useFamilies } from './use-families';
import { useNamedId } from './use-named-id';
import styles from './browse.module.css';

/** '/categoria/?id=&name=': the category's families, searchable; each opens its products. */
export function CategoryScreen() {
  const partnerId = usePartnerId();
  const back = useBack(partnerId);
  const { id, name } = useNamedId();
  const [text, setText] = useState('');
  const filter = useDebouncedValue(text.trim(), BROWSE_SEARCH_DEBOUNCE_MS);
  const families = useFamilies(partnerId, id, filter);
  if (families === null && filter === '') return <OfflineScreen />;
  const title = name || browseMessages.categoryFallback;

  return (
    <section className={styles.screen} aria-labelledby="category-title">
      <ScreenHeading id="category-title" onBack={back}>
        {title}
      </ScreenHeading>
      <label className={styles.search}>
        {browseMessages.familySearch}
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      </label>
      {families === undefined ? (
        <p role="status" className={styles.muted}>{browseMessages.loading}</p>
      ) : !families || families.length === 0 ? (
        <p className={styles.muted}>{browseMessages.noFamilies}</p>
      ) : (
        <ul className={styles.families} aria-label={title}>
          {families.map((family) => (
            <li key={family.id}>
              <Link
                to={paths.categoryItems}
                search={{ [PARTNER_QUERY]: partnerId, id: family.id, name: family.name }}
                className={styles.family}
              >
                {family.name}
                <Icon name="chevron" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
