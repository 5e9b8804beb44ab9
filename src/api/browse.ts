// Calls of the browse screens: brands, families, product pages by brand, family and sector,
// sectors and the customer's filing of families into them, partner contacts ([commerce §7]).
import type { Brand, Contact, Family, ProductListPage, Section } from '../domain/entities/catalogue';
import { request } from './client';

/** Brand, family and sector lists page 10 products at a time [commerce §9]. */
export const BROWSE_PAGE_SIZE = 10;

export type ProductScope = 'brand' | 'family' | 'product-section';

export function fetchBrands(partnerId: number): Promise<Brand[]> {
  return request<Brand[]>('get', `/products/brands/${partnerId}`, { partnerId });
}

export function fetchFamilies(partnerId: number, categoryId: number, filter: string): Promise<Family[]> {
  return request<Family[]>('get', `/products/departments/${categoryId}/families`, { partnerId, searchParams: { filter } });
}

/** One page of a brand's, a family's or a sector's products. */
export function fetchScopePage(partnerId: number, scope: ProductScope, id: number, page: number): Promise<ProductListPage> {
  return request<ProductListPage>('get', `/purchase/${scope}/${id}`, {
    partnerId,
    searchParams: { page, size: BROWSE_PAGE_SIZE },
  });
}

export function fetchSections(partnerId: number): Promise<Section[]> {
  return request<Section[]>('get', `/purchase/customer/section/${partnerId}`, { partnerId });
}

export function fileFamily(partnerId: number, sectionId: number, familyId: number): Promise<void> {
  return request<void>('put', `/purchase/customer/section/${sectionId}/product-family/${familyId}`, { partnerId });
}

export function unfileFamily(partnerId: number, sectionId: number, familyId: number): Promise<void> {
  return request<void>('delete', `/purchase/customer/section/${sectionId}/product-family/${familyId}`, { partnerId });
}

export function fetchContacts(partnerId: number): Promise<Contact[]> {
  return request<Contact[]>('get', '/partner/contact', { partnerId });
}

/** The sectors holding at least one family the partner still sells. */
export function fetchSectionsInUse(partnerId: number): Promise<Section[]> {
  return request<Section[]>('get', `/purchase/customer/section/${partnerId}/with-product`, { partnerId });
}
