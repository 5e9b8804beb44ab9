import type { Package, Promotion } from '../../../src/domain/entities/catalogue';
import type { ProductRow } from './product-row';
import { normalizeSearch } from './search-key';

/** A package as stored: the app's `Package` and the barcode the distributor gave it. */
export type StoredPackage = Package & { barcode?: string };

/** The columns of `products` a batch row sets (on insert and on update alike). */
export interface ImportedProductColumns {
  id: number;
  partner_id: number;
  code: string;
  name: string;
  category: string | null;
  family_id: number;
  brand_id: number;
  department_id: number;
  barcode: string;
  sales_unit: string;
  variable_weight: boolean;
  packages: StoredPackage[];
  list_price: number;
  sales_price: number;
  promotions: Promotion[];
  available: boolean;
  stock: number | null;
  is_fefo: boolean;
  validity: string | null;
  deleted: boolean;
  image_urls: string[];
  search_key: string;
}

export interface NameIds {
  family: number;
  brand: number;
  department: number;
}

/** Package ids follow the seed's rule (product id × 10 + position), so the same row always stores the same packages. */
function storedPackages(row: ProductRow, productId: number): StoredPackage[] {
  return row.packages.map((pkg, index) => {
    const many = pkg.quantity > 1;
    return {
      id: productId * 10 + index + 1,
      packageType: many ? 'BOX' : 'UNIT',
      description: many ? `${pkg.unit} com ${pkg.quantity} ${row.salesUnit === 'KG' ? 'kg' : 'unidades'}` : pkg.unit,
      label: many ? `${pkg.unit} ${pkg.quantity} ${row.salesUnit}` : pkg.unit,
      weight: row.salesUnit === 'KG' ? pkg.quantity : 0,
      unities: row.salesUnit === 'KG' ? 1 : pkg.quantity,
      ...(pkg.barcode ? { barcode: pkg.barcode } : {}),
    };
  });
}

export function importedProductColumns(row: ProductRow, partnerId: number, productId: number, ids: NameIds): ImportedProductColumns {
  return {
    id: productId,
    partner_id: partnerId,
    code: row.code,
    name: row.name,
    category: row.category ?? null,
    family_id: ids.family,
    brand_id: ids.brand,
    department_id: ids.department,
    barcode: row.barcode ?? '',
    sales_unit: row.salesUnit,
    variable_weight: row.variableWeight,
    packages: storedPackages(row, productId),
    list_price: row.prices.list,
    sales_price: row.prices.sales,
    promotions: row.prices.promotions,
    available: row.availability.available,
    stock: row.availability.stock,
    is_fefo: row.shortDated,
    validity: row.validity,
    deleted: !row.active,
    image_urls: row.images,
    search_key: normalizeSearch(`${row.name} ${row.family} ${row.brand} ${row.code}`),
  };
}
