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

export const alphabetical = () => ALPHABETICAL;

export const words = (text: string) => normalizeSearch(text).split(' ').filter(Boolean);

/** Starts a word of `column` (normalised text: lower case, no accents, words split by single spaces). */
export const startsWord = (column: string, word: string, p: Placeholder) => `(' ' || ${column}) LIKE ${p(`% ${word}%`)}`;

/**
 * A search by text ranks products whose code starts with one of the words first, then those whose
 * family name holds every word, then the rest (brand matches), each by relevance; an empty search lists by id.
 */
export function searchOrder(text: string): (p: Placeholder) => string {
  const terms = words(text);
  if (terms.length === 0) return byId;
  return (p) => {
    const code = terms.map((word) => `p.code LIKE ${p(`${word}%`)}`).join(' OR ');
    const name = terms.map((word) => startsWord('f.sort_key', word, p)).join(' AND ');
    return `CASE WHEN ${code} THEN 0 WHEN ${name} THEN 1 ELSE 2 END, p.relevance DESC, p.id`;
  };
}

export function productIdCondition(productId: number): Condition {
  return (p) => `p.id = ${p(productId)}`;
}

/** A code or barcode as `codeKey` reads it (src/domain/quick-order-lines.ts): upper case, a number's leading zeros dropped. */
const keyOf = (column: string) => `CASE WHEN ${column} ~ '^[0-9]+$' THEN regexp_replace(${column}, '^0+([0-9])', '\\1') ELSE upper(${column}) END`;

/** Products whose code or barcode is one of these keys (already read by `codeKey`). */
export function codeKeyCondition(keys: string[]): Condition {
  return (p) => {
    const wanted = p(keys);
    return `${keyOf('p.code')} = ANY(${wanted}::text[]) OR ${keyOf('p.barcode')} = ANY(${wanted}::text[])`;
  };
}

/** Every word of the text must start a word of the family name, brand or code (accents ignored). */
export function searchConditions(text: string): Condition[] {
  return words(text).map((word) => (p) => startsWord('p.search_key', word, p));
}

export type ListFilter = { type: 'CATEGORY' | 'GROUP' | 'BRAND' | 'FAMILY' | 'PRODUCT_SECTION' | 'PARTNER'; id: number };

/** Products of the customer's own sector: those whose family the customer filed in it. */
export function sectionCondition(sectionId: number, customerId: number): Condition {
  return (p) =>
    `EXISTS (SELECT 1 FROM customer_family_sections cs WHERE cs.customer_id = ${p(customerId)} AND cs.partner_id = p.partner_id
       AND cs.family_id = p.family_id AND cs.section_id = ${p(sectionId)})`;
}

/**
 * `CATEGORY:3,BRAND:7`: every filter applies. GROUP is a category too
 * (docs/decisions/0048-catalogue-calls-the-spec-leaves-open.md); PARTNER is implied by the partner header and ignored here.
 */
export function filterConditions(filters: ListFilter[], customerId: number): Condition[] {
  return filters.flatMap((filter): Condition[] => {
    switch (filter.type) {
      case 'CATEGORY':
      case 'GROUP':
        return [(p) => `p.department_id = ${p(filter.id)}`];
      case 'BRAND':
        return [(p) => `p.brand_id = ${p(filter.id)}`];
      case 'FAMILY':
        return [(p) => `p.family_id = ${p(filter.id)}`];
      case 'PRODUCT_SECTION':
        return [sectionCondition(filter.id, customerId)];
      case 'PARTNER':
        return [];
    }
  });
}

/** The products whose ids are listed (one JSON parameter, whatever the count). */
export function productIdsCondition(ids: number[]): Condition {
  return (p) => `p.id IN (SELECT jsonb_array_elements_text(${p(JSON.stringify(ids))}::jsonb)::int)`;
}
