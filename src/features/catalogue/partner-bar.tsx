import { partnerDisplayName } from '../../domain/format';
import { catalogueMessages } from './messages';
import { usePartner } from './use-partner';
import styles from './home-screen.module.css';

export function PartnerBar({ partnerId }: { partnerId: number }) {
  const partner = usePartner(partnerId);
  if (!partner) return <p className={styles.partnerBar} aria-hidden="true">&nbsp;</p>;
  // The home's level-one heading: where the customer is buying.
  return <h1 className={styles.partnerBar}>{catalogueMessages.partnerBar(partnerDisplayName(partner.name))}</h1>;
}
