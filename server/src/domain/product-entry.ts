import type { Package, ProductEntry, SalesUnit } from '../../../src/domain/entities/catalogue';
import type { ServerConfig } from '../config';
import type { EntryRow } from '../db/queries/product-entries';
import { mediaUrl } from './media-url';

export function toProductEntry(row: EntryRow, config: Pick<ServerConfig, 'cdnHost'>): ProductEntry {
  const packages = row.packages as Package[];
  const lastPackage = packages.find((pkg) => pkg.id === row.last_package_id);
  return {
    product: {
      id: row.id,
      code: row.code,
      family: { id: row.family_id, name: row.family_name },
      characteristics: row.characteristics,
      brand: { id: row.brand_id, name: row.brand_name },
      validity: row.validity ?? '',
      salesUnit: row.sales_unit as SalesUnit,
      medias: row.image_urls.length ? row.image_urls : [mediaUrl(config, 'products', row.id)],
      packages,
      price: { price: row.list_price, salesPrice: row.sales_price, promotions: row.promotions },
      variableWeight: row.variable_weight,
      deleted: row.deleted,
      isFefo: row.is_fefo,
      barcode: row.barcode,
      showAdditionalInfo: row.show_additional_info,
      categoryId: row.department_id,
      relevance: row.relevance,
    },
    favorite: row.favorite,
    hasHistoric: row.last_date !== null,
    quantity: row.cart_quantity ?? 0,
    suggestedQuantity: row.suggested_quantity ?? 0,
    lastOrder:
      row.last_date === null
        ? null
        : {
            quantity: row.last_quantity ?? 0,
            packaging: lastPackage?.label ?? '',
            date: row.last_date,
            unitType: row.sales_unit,
          },
    cartItem:
      row.cart_quantity === null
        ? null
        : {
            productId: row.id,
            quantity: row.cart_quantity,
            price: row.cart_price ?? 0,
            productPackageId: row.cart_package_id ?? 0,
            issues: row.cart_issues ?? [],
          },
    customerProductSection: row.section_id === null ? null : { id: row.section_id, name: row.section_name ?? '' },
  };
}
