import { PARTNER_QUERY, paths } from '../../config/paths';
import { InternalLink, pathWithQuery } from '../../ui/internal-link';
import { archiveMessages } from './messages';
import { useArchivedCount } from './use-archive';
import styles from './archived.module.css';

/** The home's way to the archive, with the count; shown only when something is archived. */
export function ArchivedLink({ partnerId }: { partnerId: number }) {
  const count = useArchivedCount(partnerId);
  if (!count) return null;
  return (
    <InternalLink className={styles.link} href={pathWithQuery(paths.archived, { [PARTNER_QUERY]: partnerId })}>
      {archiveMessages.title}{' '}
      <span className={styles.count}>{count}</span>
    </InternalLink>
  );
}
