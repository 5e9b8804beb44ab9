import type { ListType, Ordination } from '../../../../src/domain/entities/catalogue';
import { normalizeSearch } from '../../domain/search-key';
import type { Condition, Placeholder } from '../sql-params';

/** Which products belong to a purchase list of this customer. */
export function listCondition(listType: ListType, customerId: number): Condition {
  switch (listType) {
    case 'LAST_PURCHASES':
      return (p) => `EXISTS (SELECT 1 FROM purchase_history h WHERE h.customer_id = ${p(customerId)} AND h.product_id = p.id)`;
    case 'SUGGESTIONS':
      return (p) => `EXISTS (SELECT 1 FROM suggestions s2 WHERE s2.customer_id = ${p(customerId)} AND s2.product_id = p.id)`;
    case 'FAVORITES':
      return (p) => `EXISTS (SELECT 1 FROM favorites v WHERE v.customer_id = ${p(customerId)} AND v.product_id = p.id)`;
    case 'PROMOTIONS':
      return () => 'jsonb_array_length(p.promotions) > 0';
    case 'FEFO':
      return () => 'p.is_fefo';
  }
}

const ALPHABETICAL = 'f.sort_key, b.name, p.id';

export function listOrder(listType: ListType, ordination: Ordination, customerId: number): (p: Placeholder) => string {
  if (ordination === 'ALPHABETICAL') return () => ALPHABETICAL;
  switch (listType) {
    case 'LAST_PURCHASES':
      return (p) =>
        `(SELECT count(*) FROM purchase_history h WHERE h.customer_id = ${p(customerId)} AND h.product_id = p.id) DESC, lo.ordered_on DESC, p.id`;
    case 'SUGGESTIONS':
      return () => 's.rank, p.id';
    case 'FAVORITES':
      return () => 'fav.created_at DESC, p.id';
    case 'FEFO':
      return () => 'p.validity, p.id';
    case 'PROMOTIONS':
      return () => 'p.relevance DESC, p.id';
  }
}

export const byId = () => 'p.id';

/** A search by text ranks by relevance; an empty search lists by id. */
export function searchOrder(text: string): (p: Placeholder) => string {
  return text.trim() ? () => 'p.relevance DESC, p.id' : byId;
}

export function productIdCondition(productId: number): Condition {
  return (p) => `p.id = ${p(productId)}`;
}

/** Every word of the text must appear in the family name, brand or code (accents ignored). */
export function searchConditions(text: string): Condition[] {
  return normalizeSearch(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => (p) => `p.search_key LIKE ${p(`%${word}%`)}`);
}

export type ListFilter = { type: 'CATEGORY' | 'BRAND' | 'PARTNER'; id: number };

/** `CATEGORY:3,BRAND:7`; PARTNER is implied by the partner header and ignored here. */
export function filterConditions(filters: ListFilter[]): Condition[] {
  return filters.flatMap((filter): Condition[] => {
    if (filter.type === 'CATEGORY') return [(p) => `p.department_id = ${p(filter.id)}`];
    if (filter.type === 'BRAND') return [(p) => `p.brand_id = ${p(filter.id)}`];
    return [];
  });
}
