// Decisions of the route table's beforeLoad hooks, kept apart so they read as rules.
import { redirect } from '@tanstack/react-router';
import { getLoginMode, setLoginMode } from '../features/auth/auth-flags';
import { PARTNER_QUERY, paths } from '../config/paths';
import type { RouterContext } from './router-context';

export function parsePartnerId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Partner-aware search: every such route carries `parceiro`. */
export function validatePartnerSearch(search: Record<string, unknown>): { [PARTNER_QUERY]?: number } {
  const id = parsePartnerId(search[PARTNER_QUERY]);
  return id === undefined ? {} : { [PARTNER_QUERY]: id };
}

/** The authenticated shell: no session → the saved-users flow (which forwards to /hub). */
export function requireSession(context: RouterContext): void {
  if (!context.getSession()) throw redirect({ to: paths.savedUsers, replace: true });
}

/** Spec 2.2 entry rule: only an explicit SHOW_LOGIN shows the form. */
export function loginEntryRule(): void {
  if (getLoginMode() !== 'SHOW_LOGIN') {
    setLoginMode('SHOW_USERS');
    throw redirect({ to: paths.savedUsers, replace: true });
  }
}

interface GuardLocation {
  pathname: string;
  search: Record<string, unknown>;
}

/** Spec A-15..A-17, with the partner taken from the URL first, then the stored one. */
export async function partnerGuard(context: RouterContext, location: GuardLocation): Promise<void> {
  const fromUrl = parsePartnerId(location.search[PARTNER_QUERY]);
  const id = fromUrl ?? context.currentPartnerId() ?? undefined;
  if (id === undefined) throw redirect({ to: paths.partnerSelect, replace: true });
  const selected = await context.ensurePartnerSelected(id);
  if (!selected) {
    context.clearPartner();
    throw redirect({ to: paths.partnerSelect, replace: true });
  }
  if (fromUrl !== id) {
    // Re-open the same path with its query, now carrying the partner.
    throw redirect({ to: location.pathname, search: { ...location.search, [PARTNER_QUERY]: id }, replace: true });
  }
}

/** Spec A-19: unknown paths go home with a partner, else to partner selection. */
export function unknownPathRule(context: RouterContext): never {
  if (!context.getSession()) throw redirect({ to: paths.savedUsers, replace: true });
  const partnerId = context.currentPartnerId();
  if (partnerId !== null) {
    throw redirect({ to: paths.home, search: { [PARTNER_QUERY]: partnerId }, replace: true });
  }
  throw redirect({ to: paths.partnerSelect, replace: true });
}
