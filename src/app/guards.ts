// Decisions of the route table's beforeLoad hooks, kept apart so they read as rules.
import { redirect } from '@tanstack/react-router';
import { getLoginMode, setLoginMode } from '../features/auth/auth-flags';
import { PARTNER_QUERY, paths } from '../config/paths';
import { parsePositiveId } from '../domain/positive-id';
import type { RouterContext } from './router-context';

interface GuardLocation {
  pathname: string;
  search: Record<string, unknown>;
}

/**
 * The authenticated shell: no session → the saved-users flow (which forwards to /hub). The screen
 * asked for is kept and opened after sign-in and partner choice (a link from a message or a notification).
 */
export async function requireSession(context: RouterContext, location: GuardLocation): Promise<void> {
  if (context.getSession()) return;
  // Home is where sign-in leads anyway: a first visit's '/' does not load the deep-link module.
  if (location.pathname !== paths.home) await rememberDeepLink(location);
  throw redirect({ to: paths.savedUsers, replace: true });
}

async function rememberDeepLink({ pathname, search }: GuardLocation): Promise<void> {
  try {
    (await import('../features/deep-links/deep-link')).rememberDeepLink(pathname, search);
  } catch {
    // Not loaded (offline before the worker cached it): the sign-in path goes on without the link.
  }
}

/** [access §2.2] entry rule: only an explicit SHOW_LOGIN shows the form. */
export function loginEntryRule(): void {
  // The build pre-renders the form; in the browser the rule runs before the page hydrates.
  if (typeof window === 'undefined') return;
  if (getLoginMode() !== 'SHOW_LOGIN') {
    setLoginMode('SHOW_USERS');
    throw redirect({ to: paths.savedUsers, replace: true });
  }
}

/**
 * [access §2.3] an empty saved-users list goes to /hub in SHOW_LOGIN mode: on a device the server
 * cannot know the list is empty without asking, so the screen is skipped.
 */
export async function savedUsersRule(context: RouterContext): Promise<void> {
  // The build pre-renders the screen; in the browser the rule runs before the page hydrates.
  if (typeof window === 'undefined' || (await context.mayHaveSavedUsers())) return;
  setLoginMode('SHOW_LOGIN');
  throw redirect({ to: paths.hub, replace: true });
}

/** The partner guard's rule: no id, or no serving partner with it once the partners are loaded → partner selection. */
async function selectPartnerOrRedirect(context: RouterContext, id: number | null): Promise<number> {
  if (id === null) throw redirect({ to: paths.partnerSelect, replace: true });
  if (!(await context.ensurePartnerSelected(id))) {
    context.clearPartner();
    throw redirect({ to: paths.partnerSelect, replace: true });
  }
  return id;
}

/**
 * [access §2.1] partner guard, with the partner taken from the URL first, then the stored
 * one. Gives the partner-aware screens the selected partner.
 */
export async function partnerGuard(context: RouterContext, location: GuardLocation): Promise<{ partnerId: number }> {
  const fromUrl = parsePositiveId(location.search[PARTNER_QUERY]);
  const id = await selectPartnerOrRedirect(context, fromUrl ?? context.currentPartnerId());
  if (fromUrl !== id) {
    // Re-open the same path with its query, now carrying the partner.
    throw redirect({ to: location.pathname, search: { ...location.search, [PARTNER_QUERY]: id }, replace: true });
  }
  return { partnerId: id };
}

/** `/perfil`: partner-guarded on the stored partner, its URL kept without the partner value (DECISIONS: Routes). */
export async function storedPartnerGuard(context: RouterContext): Promise<{ partnerId: number }> {
  return { partnerId: await selectPartnerOrRedirect(context, context.currentPartnerId()) };
}

/** The order and payment screens need an order: without one the history opens instead. */
export function requireOrderId(orderId: number | undefined, partnerId: number): { orderId: number } {
  if (orderId === undefined) throw redirect({ to: paths.orderHistory, search: { [PARTNER_QUERY]: partnerId }, replace: true });
  return { orderId };
}

/** The brand, category, family and sector screens need an id: without one the home opens instead. */
export function requireBrowseId(id: number | undefined, partnerId: number): { browseId: number } {
  if (id === undefined) throw redirect({ to: paths.home, search: { [PARTNER_QUERY]: partnerId }, replace: true });
  return { browseId: id };
}

/** [access §2.1] unknown paths go home with a partner, else to partner selection. */
export function unknownPathRule(context: RouterContext): never {
  if (!context.getSession()) throw redirect({ to: paths.savedUsers, replace: true });
  const partnerId = context.currentPartnerId();
  if (partnerId !== null) {
    throw redirect({ to: paths.home, search: { [PARTNER_QUERY]: partnerId }, replace: true });
  }
  throw redirect({ to: paths.partnerSelect, replace: true });
}

/** A product screen needs a product id: an invalid one is a failed load, which returns home [commerce §8]. */
export function requireProductId(id: string, partnerId: number): { productId: number } {
  const productId = parsePositiveId(id);
  if (productId === undefined) throw redirect({ to: paths.home, search: { [PARTNER_QUERY]: partnerId }, replace: true });
  return { productId };
}
