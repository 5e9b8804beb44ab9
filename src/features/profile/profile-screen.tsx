import { Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { useBack } from '../../ui/back';
import { InternalLink } from '../../ui/internal-link';
import { ScreenHeading } from '../../ui/screen-heading';
import { useSignOutRequest } from '../../ui/sign-out-request';
import buttons from '../../ui/button.module.css';
import { useCurrentPartnerId } from '../partners/use-current-partner-id';
import { profileMessages as m } from './messages';
import { PartnerChoice } from './partner-choice';
import { ProfileCard } from './profile-card';
import { SessionReplaySwitch } from './session-replay-switch';
import { SlipList } from './slip-list';
import styles from './profile.module.css';

/**
 * '/perfil' [access §2.13]: who is signed in, the partner, the partner's slips, and the ways out. The route's guard
 * has selected a partner; the URL does not carry it, so the screen follows the stored one.
 */
export function ProfileScreen() {
  const partnerId = useCurrentPartnerId();
  const back = useBack(partnerId);
  const signOut = useSignOutRequest();
  if (partnerId === null) return null;
  return (
    <div className={styles.screen}>
      <ScreenHeading onBack={back}>{m.title}</ScreenHeading>
      <ProfileCard />
      <PartnerChoice partnerId={partnerId} />
      {/* Keyed by partner: a change of partner starts the list (and its polling) afresh. */}
      <SlipList key={partnerId} partnerId={partnerId} />
      <SessionReplaySwitch />
      <div className={styles.actions}>
        <Link to={paths.orderHistory} search={{ [PARTNER_QUERY]: partnerId }} className={`${buttons.button} ${buttons.primary}`}>
          {m.orders}
        </Link>
        <InternalLink href={paths.changeAccessCode} className={`${buttons.button} ${buttons.secondary}`}>
          {m.changeAccessCode}
        </InternalLink>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={(event) => signOut(event.currentTarget.getBoundingClientRect())}>
          {m.signOut}
        </button>
      </div>
    </div>
  );
}
