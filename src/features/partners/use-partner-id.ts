import { getRouteApi } from '@tanstack/react-router';

const partnerRoute = getRouteApi('/shell/partner');

/** The partner of a partner-aware screen: the route's guard has selected it before the screen renders. */
export function usePartnerId(): number {
  return partnerRoute.useRouteContext({ select: (context) => context.partnerId });
}
