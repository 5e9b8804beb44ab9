import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../config/paths';

/**
 * The 'back' pseudo-route [commerce §2] [access §2.1]: the previous entry of the app's own
 * history. A page opened directly (no in-app entry before it) goes to the partner's home,
 * or to partner selection without one, instead of leaving the app.
 */
function goBack(router: AnyRouter, partnerId: number | null): void {
  if (router.history.canGoBack()) {
    router.history.back();
    return;
  }
  void router.navigate(
    partnerId === null
      ? { to: paths.partnerSelect, replace: true }
      : { to: paths.home, search: { [PARTNER_QUERY]: partnerId }, replace: true },
  );
}

/** 'back' for a screen's back button: an installed app may have no system back button. */
export function useBack(partnerId: number | null): () => void {
  const router = useRouter();
  return () => goBack(router, partnerId);
}
