import { partnerDisplayName } from '../../domain/format';
import { catalogueMessages } from './messages';
import { usePartner } from './use-partner';
import styles from './home-screen.module.css';

export function PartnerBar({ partnerId }: { partnerId: number }) {
  const partner = usePartner(partnerId);
  // The home's one level-one heading: where the customer is buying ('Início' until known).
  return (
    <h1 className={styles.partnerBar}>
      {partner ? (
        catalogueMessages.partnerBar(partnerDisplayName(partner.name))
      ) : (
        <>
          <span className="visually-hidden">{catalogueMessages.homeTitle}</span>
          <span aria-hidden="true">&nbsp;</span>
        </>
      )}
    </h1>
  );
}
