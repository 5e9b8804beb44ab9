import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { deepLinkHref, forgetDeepLink, linkedPartner, pendingDeepLink, type DeepLink } from './deep-link';

/**
 * For the partner-selection step after sign-in: the stored link, opened once (then forgotten).
 * A screen that needs no partner opens at once; the others wait for the partner choice.
 */
export function useDeepLinkReplay() {
  const navigate = useNavigate();
  const link = useRef<DeepLink | null | undefined>(undefined);
  link.current ??= pendingDeepLink();

  function open(partnerId: number | null): boolean {
    const target = link.current;
    if (!target) return false;
    link.current = null;
    forgetDeepLink();
    void navigate({ href: deepLinkHref(target, partnerId), replace: true });
    return true;
  }

  useEffect(() => {
    if (link.current && !link.current.requirePartner) open(null);
  });

  return {
    /** the partner the link names when the user may select it: chosen without asking */
    namedPartner: (selectable: readonly number[]) => (link.current ? linkedPartner(link.current, selectable) : null),
    open,
  };
}
