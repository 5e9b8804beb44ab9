import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Partner } from '../../domain/entities/account';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { setCurrentPartnerId } from '../../session/session';
import { OfflineScreen } from '../../ui/offline-screen';
import { useDeepLinkReplay } from '../deep-links/use-deep-link-replay';
import { useOnline } from '../../ui/use-online';
import { useSignOutRequest } from '../../ui/sign-out-request';
import buttons from '../../ui/button.module.css';
import { autoSelectablePartner, groupPartners } from './group-partners';
import { partnerMessages } from './messages';
import { PartnerGroup } from './partner-group';
import { usePartnerRefresh } from './use-partner-refresh';
import { usePartners } from './use-partners';
import styles from './partner-select.module.css';

export function PartnerSelectScreen() {
  const navigate = useNavigate();
  const partners = usePartners();
  const online = useOnline();
  const { status, retry } = usePartnerRefresh();
  const autoSelected = useRef(false);
  const deepLink = useDeepLinkReplay();
  const signOut = useSignOutRequest();

  function choose(partner: Partner, replace = false): void {
    if (!partner.servesCustomer) {
      window.open(partner.urlCatalog, '_blank', 'noopener,noreferrer');
      return;
    }
    setCurrentPartnerId(partner.id);
    if (!deepLink.open(partner.id)) void navigate({ to: paths.home, search: { [PARTNER_QUERY]: partner.id }, replace });
  }

  // Wait for the fresh list when it can come, so a second partner is not missed.
  const settled = status !== 'pending' || !online;
  useEffect(() => {
    if (!partners || !settled || autoSelected.current) return;
    // A link opened while signed out names its partner: no need to ask for it.
    const named = deepLink.namedPartner(partners.filter((p) => p.servesCustomer).map((p) => p.id));
    const only = partners.find((p) => p.id === named) ?? autoSelectablePartner(partners);
    if (only) {
      autoSelected.current = true;
      choose(only, true);
    }
  });

  if (partners === undefined || (partners.length === 0 && status === 'pending' && online)) {
    return <p className={styles.status} aria-busy="true">{partnerMessages.loading}</p>;
  }
  if (partners.length === 0 && status === 'failed') {
    if (!online) return <OfflineScreen />;
    return (
      <div className={styles.status} role="alert">
        <p>{partnerMessages.loadError}</p>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={retry}>
          {partnerMessages.retry}
        </button>
      </div>
    );
  }
  if (partners.length === 0) return <p className={styles.status}>{partnerMessages.empty}</p>;

  const { serving, others } = groupPartners(partners);
  return (
    <div className={styles.screen}>
      <h1 className="visually-hidden">{partnerMessages.title}</h1>
      <button
        type="button"
        className={`${buttons.button} ${buttons.secondary} ${styles.signOut}`}
        onClick={(event) => signOut(event.currentTarget.getBoundingClientRect())}
      >
        {partnerMessages.signOut}
      </button>
      <PartnerGroup
        title={serving.length === 1 ? partnerMessages.yourPartner : partnerMessages.yourPartners}
        partners={serving}
        onChoose={choose}
      />
      <PartnerGroup title={partnerMessages.morePartners} partners={others} onChoose={choose} />
    </div>
  );
}
