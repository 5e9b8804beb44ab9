import type { StoredCartItem } from '../../db/user-db';
import { IssueList } from '../../ui/issue-list';
import { IssueText } from '../../ui/issue-text';
import { cartMessages } from './messages';
import styles from './cart-screen.module.css';

/** A cart item whose product the device does not hold yet: what is known, no controls. */
export function MissingProductRow({ item }: { item: StoredCartItem }) {
  return (
    <article className={styles.missing} aria-label={cartMessages.missingProduct(item.productId)}>
      <h3 className={styles.missingTitle}>{cartMessages.missingProduct(item.productId)}</h3>
      <p>{cartMessages.packagesInCart(item.quantity)}</p>
      <p className={styles.note}>{cartMessages.missingProductNote}</p>
      <IssueList issues={item.issues} Description={IssueText} compact />
    </article>
  );
}
