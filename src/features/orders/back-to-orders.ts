// An order's screens hang from the order list: back returns to it, not to the spec's 'Início' (issue 29).
import { useRouter } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';

declare module '@tanstack/history' {
  interface HistoryState {
    /** set by the order list's links: back from the screen they open is the list as it was left */
    fromOrderList?: true;
  }
}

/** The `state` of a link of the order list. */
export const FROM_ORDER_LIST = { fromOrderList: true } as const;

/**
 * Opened from the list: the list's own history entry (its scroll, its partner). Opened otherwise (a link, a
 * notification): the partner's order list takes this screen's place, so back never leaves the app.
 */
export function useBackToOrders(partnerId: number): () => void {
  const router = useRouter();
  return () => {
    if (router.state.location.state.fromOrderList && router.history.canGoBack()) {
      router.history.back();
      return;
    }
    void router.navigate({ to: paths.orderHistory, search: { [PARTNER_QUERY]: partnerId }, replace: true });
  };
}
