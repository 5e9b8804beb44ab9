import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { currentPartnerId } from '../session/session';
import { PARTNER_QUERY, paths } from '../config/paths';

/**
 * The 'back' pseudo-route (spec 2.1): the previous entry of the app's own history;
 * a page opened directly (no in-app entry before it) goes home instead of leaving the app.
 */
export function goBack(router: AnyRouter): void {
  if (router.history.canGoBack()) {
    router.history.back();
    return;
  }
  const partnerId = currentPartnerId();
  void router.navigate(
    partnerId === null
      ? { to: paths.partnerSelect, replace: true }
      : { to: paths.home, search: { [PARTNER_QUERY]: partnerId }, replace: true },
  );
}

export function useBack(): () => void {
  const router = useRouter();
  return () => goBack(router);
}
