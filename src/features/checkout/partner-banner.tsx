import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import { partnerDisplayName } from '../../domain/format';
import { checkoutMessages } from './messages';
import styles from './checkout-screen.module.css';

/**
 * 'Você está em {partner}', only for customers with more than one partner [commerce §2]; only
 * partners that serve the customer count (decisions: "Only serving partners count").
 */
export function PartnerBanner({ partnerId }: { partnerId: number }) {
  const name = useLiveQuery(async () => {
    const partners = await userDb().partners.filter((p) => p.servesCustomer).toArray();
    if (partners.length < 2) return null;
    return partners.find((p) => p.id === partnerId)?.name ?? null;
  }, [partnerId]);
  if (!name) return null;
  return <p className={styles.partnerBanner}>{checkoutMessages.partnerBanner(partnerDisplayName(name))}</p>;
}
