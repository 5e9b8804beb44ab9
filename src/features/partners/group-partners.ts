import type { Partner } from '../../domain/entities/account';
import { byName } from '../../domain/names';

interface PartnerGroups {
  serving: Partner[];
  others: Partner[];
}

export function groupPartners(partners: readonly Partner[]): PartnerGroups {
  return {
    serving: partners.filter((p) => p.servesCustomer).sort(byName),
    others: partners.filter((p) => !p.servesCustomer).sort(byName),
  };
}

/**
 * [commerce §2]: "only one partner → selected automatically". Partners that do not serve the
 * customer cannot be selected, so the rule counts serving partners.
 */
export function autoSelectablePartner(partners: readonly Partner[]): Partner | null {
  const serving = partners.filter((p) => p.servesCustomer);
  return serving.length === 1 ? serving[0] : null;
}
