// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Partner } from '../../../../src/domain/entities/account';
import { autoSelectablePartner, groupPartners } from '../../../../src/features/partners/group-partners';

const partner = (id: number, name: string, servesCustomer: boolean): Partner => ({
  id,
  name,
  urlImage: '',
  urlCatalog: '',
  servesCustomer,
});

describe('groupPartners', () => {
  it('splits by servesCustomer, each group by name', () => {
    const groups = groupPartners([partner(2, 'Zeta', true), partner(3, 'Mega', false), partner(1, 'Alfa', true)]);
    expect(groups.serving.map((p) => p.id)).toEqual([1, 2]);
    expect(groups.others.map((p) => p.id)).toEqual([3]);
  });
});

describe('autoSelectablePartner', () => {
  it.each([
    { partners: [partner(1, 'A', true)], expected: 1 },
    { partners: [partner(1, 'A', true), partner(3, 'M', false)], expected: 1 },
    { partners: [partner(1, 'A', true), partner(2, 'B', true)], expected: null },
    { partners: [partner(3, 'M', false)], expected: null },
    { partners: [], expected: null },
  ])('$partners.length partners → $expected', ({ partners, expected }) => {
    expect(autoSelectablePartner(partners)?.id ?? null).toBe(expected);
  });
});
