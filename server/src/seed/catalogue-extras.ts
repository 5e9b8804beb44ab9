// Issue 9's demo data: partner contacts, sectors and each customer's families in them, product
// datasheets and image views, and purchase history old and deep enough to page. Drawn from its
// own generator, after everything else, so the data of earlier seeds stays the same.
import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import { saoPauloDate } from '../domain/sao-paulo-day';
import { departments } from './catalogue-templates';
import { partners } from './people';
import type { buildProducts, Catalogue } from './products';
import { seededRandom, type Random } from './random';

type SeededProduct = ReturnType<typeof buildProducts>[number];

const DAY = 86_400_000;

const contacts: Record<number, [string, string, string][]> = {
  1: [
    ['Marcos Vendas', 'Representante comercial da sua região', '11987654321'],
    ['Central de Pedidos', 'Pedidos, prazos e entregas', '1140028922'],
    ['Financeiro', 'Boletos, PIX e segunda via', '11976543210'],
  ],
  2: [
    ['Patrícia', 'Atendimento ao cliente', '21998765432'],
    ['SAC Atacadão', 'Trocas e devoluções', '2133224455'],
  ],
  3: [['Mega Foods Comercial', 'Novos clientes', '31991234567']],
};

/** Sectors of each partner, and the sector (by position) each department's families start in. */
const sectors: Record<number, { names: string[]; byDepartment: (department: number) => number }> = {
  1: {
    names: ['Estoque Seco', 'Bar e Bebidas', 'Cozinha', 'Limpeza e Higiene', 'Padaria e Confeitaria'],
    byDepartment: (d) => ({ 1: 0, 2: 1, 3: 2, 4: 3, 5: 3, 6: 2, 7: 4, 8: 2, 9: 2, 10: 4 })[d] ?? 0,
  },
  2: { names: ['Loja', 'Depósito'], byDepartment: (d) => ([2, 4, 5, 10].includes(d) ? 0 : 1) },
  3: { names: ['Geral'], byDepartment: () => 0 },
};

const VIEWS = ['frente', 'verso', 'embalagem', 'tabela nutricional'];
const CHILLED = new Set([3, 8]);
const FROZEN = new Set([9]);

function storage(department: number): string {
  if (FROZEN.has(department)) return 'Congelado (-18 °C ou menos)';
  if (CHILLED.has(department)) return 'Refrigerado (0 °C a 5 °C)';
  return 'Local seco e arejado, longe da luz solar';
}

function datasheet(product: SeededProduct, names: { family: string; brand: string; department: string }) {
  const packaging = product.packages.map((pkg) => pkg.description).join('; ');
  return {
    product_id: product.id,
    technical_info: `${names.family}, marca ${names.brand}. ${product.characteristics.join(', ')}. Conservação: ${storage(product.department_id).toLowerCase()}.`,
    attributes: [
      { name: 'Marca', value: names.brand },
      { name: 'Departamento', value: names.department },
      { name: 'Código de barras (EAN-13)', value: product.barcode },
      { name: 'Unidade de venda', value: product.sales_unit === 'KG' ? 'Quilograma' : 'Unidade' },
      { name: 'Embalagens', value: packaging },
      { name: 'Conservação', value: storage(product.department_id) },
      { name: 'Origem', value: 'Nacional' },
    ],
  };
}

/** Thirty older purchases of a few products the customer already buys, so a product's history pages. */
function deepHistory(rng: Random, customerId: number, productIds: number[], packagesOf: Map<number, { id: number }[]>, today: Date) {
  return productIds.flatMap((productId) =>
    Array.from({ length: 30 }, (_, index) => ({
      customer_id: customerId,
      product_id: productId,
      package_id: rng.pick(packagesOf.get(productId)!).id,
      quantity: rng.int(1, 12),
      ordered_on: saoPauloDate(new Date(today.getTime() - (190 + index * 21 + rng.int(0, 6)) * DAY)),
    })),
  );
}

export async function seedCatalogueExtras(tx: Db, catalogue: Catalogue, productsByPartner: Map<number, SeededProduct[]>, today: Date) {
  const rng = seededRandom(20240609);
  const brandName = new Map(catalogue.brands.map((b) => [b.id, b.name]));
  const familyName = new Map(catalogue.families.map((f) => [f.id, f.name]));
  const departmentName = new Map(departments.map((d) => [d.id, d.name]));
  let contactId = 0;
  let sectionId = 0;
  for (const { id: partnerId } of partners) {
    await insertRows(tx, 'partner_contacts', contacts[partnerId].map(([name, description, phone_number], position) => ({
      id: ++contactId, partner_id: partnerId, name, description, phone_number, position,
    })));
    const sectionRows = sectors[partnerId].names.map((name, position) => ({ id: ++sectionId, partner_id: partnerId, name, position }));
    await insertRows(tx, 'sections', sectionRows);
    const products = productsByPartner.get(partnerId) ?? [];
    await insertRows(tx, 'product_datasheets', products.map((product) => datasheet(product, {
      family: familyName.get(product.family_id)!, brand: brandName.get(product.brand_id)!, department: departmentName.get(product.department_id)!,
    })));
    await insertRows(tx, 'product_images', products.flatMap((product) =>
      VIEWS.slice(0, rng.int(2, VIEWS.length)).map((view, index) => ({ product_id: product.id, position: index + 1, view }))));
    const families = new Map(products.map((product) => [product.family_id, product.department_id]));
    const customers = await tx.query<{ customer_id: number }>(
      'SELECT customer_id FROM partner_customers WHERE partner_id = $1 ORDER BY customer_id', [partnerId]);
    const packagesOf = new Map(products.map((product) => [product.id, product.packages]));
    for (const { customer_id } of customers) {
      await insertRows(tx, 'customer_family_sections', [...families].map(([family_id, department]) => ({
        customer_id, partner_id: partnerId, family_id, section_id: sectionRows[sectors[partnerId].byDepartment(department)].id,
      })));
      const bought = await tx.query<{ product_id: number }>(
        `SELECT DISTINCT h.product_id FROM purchase_history h JOIN products p ON p.id = h.product_id
         WHERE h.customer_id = $1 AND p.partner_id = $2 ORDER BY h.product_id LIMIT 3`,
        [customer_id, partnerId],
      );
      await insertRows(tx, 'purchase_history', deepHistory(rng, customer_id, bought.map((row) => row.product_id), packagesOf, today));
    }
  }
}
