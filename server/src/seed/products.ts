import type { Package, Promotion } from '../../../src/domain/entities/catalogue';
import { saoPauloDate } from '../domain/sao-paulo-day';
import { normalizeSearch } from '../domain/search-key';
import { brandsByDepartment, lines, templates, type Template } from './catalogue-templates';
import type { Random } from './random';

export interface Catalogue {
  brands: { id: number; name: string }[];
  families: ReturnType<typeof family>[];
}

/** Brand and family ids are shared by every partner; families are a template, a size and a line. */
export function buildCatalogue(): Catalogue {
  const brands = Object.values(brandsByDepartment).flat().map((name, index) => ({ id: index + 1, name }));
  const families: Catalogue['families'] = [];
  for (const line of lines)
    for (const template of templates)
      for (const [size] of template.sizes)
        families.push(family(families.length + 1, familyName(template, size, line), template.department));
  return { brands, families };
}

function family(id: number, name: string, department_id: number) {
  return { id, name, sort_key: normalizeSearch(name), department_id };
}

function familyName(template: Template, size: string, line: string): string {
  return [template.name, size, line].filter(Boolean).join(' ');
}

function ean13(rng: Random): string {
  const digits = '789' + Array.from({ length: 9 }, () => rng.int(0, 9)).join('');
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (i % 2 ? 3 : 1), 0);
  return digits + ((10 - (sum % 10)) % 10);
}

const cents = (value: number) => Math.round(value * 100) / 100;

function packagesFor(template: Template, productId: number): Package[] {
  const id = (n: number) => productId * 10 + n;
  if (template.kg) {
    const { weight, kind } = template.kg;
    const kgText = String(weight).replace('.', ',');
    const description = kind === 'PÇ' ? `Peça aprox. ${kgText} kg` : `Caixa ${kgText} kg`;
    return [{ id: id(1), packageType: kind === 'CX' ? 'BOX' : 'UNIT', description, label: `${kind} ${kgText} kg`, weight, unities: 1 }];
  }
  const box: Package = { id: id(1), packageType: 'BOX', description: `Caixa com ${template.box} unidades`, label: `CX ${template.box} UN`, weight: 0, unities: template.box };
  const unit: Package = { id: id(2), packageType: 'UNIT', description: 'Unidade', label: 'UN', weight: 0, unities: 1 };
  return template.box >= 24 ? [box] : [box, unit];
}

function promotionsFor(rng: Random, template: Template, salesPrice: number): Promotion[] {
  if (!rng.chance(0.18)) return [];
  const step = template.kg ? template.kg.weight : Math.max(template.box, 6);
  return [
    { minQuantity: step * 2, maxQuantity: step * 5 - 1, price: cents(salesPrice * 0.95) },
    { minQuantity: step * 5, maxQuantity: 999999, price: cents(salesPrice * 0.9) },
  ];
}

/** One partner's catalogue: the same combinations in a partner-specific order, with its own prices. */
export function buildProducts(rng: Random, catalogue: Catalogue, partnerId: number, count: number, firstId: number, today: Date) {
  const brandIds = new Map(catalogue.brands.map((b) => [b.name, b.id]));
  const familyIds = new Map(catalogue.families.map((f) => [f.name, f.id]));
  const combos = lines.flatMap((line) => {
    const layer = templates.flatMap((template) =>
      template.sizes.flatMap(([size, price]) => brandsByDepartment[template.department].map((brand) => ({ template, size, price, brand, line }))),
    );
    return layer.map((combo) => ({ combo, order: rng.next() })).sort((a, b) => a.order - b.order).map((x) => x.combo);
  });
  return Array.from({ length: count }, (_, index) => {
    const { template, size, price, brand, line } = combos[index % combos.length];
    const id = firstId + index;
    const family = familyName(template, size, line);
    const salesPrice = cents(price * (0.9 + rng.next() * 0.25) * (line === 'Linha Premium' ? 1.3 : 1));
    const isFefo = Boolean(template.perishable) && rng.chance(0.35);
    const validity = isFefo ? new Date(today.getTime() + rng.int(4, 40) * 86_400_000) : null;
    const code = String(partnerId * 1_000_000 + 10_000 + index);
    return {
      id,
      partner_id: partnerId,
      code,
      family_id: familyIds.get(family)!,
      brand_id: brandIds.get(brand)!,
      department_id: template.department,
      characteristics: [template.kg?.variable ? 'Peso variável' : '', template.note ?? '', size, line].filter(Boolean),
      validity: validity && saoPauloDate(validity),
      sales_unit: template.kg ? 'KG' : 'UN',
      packages: packagesFor(template, id),
      list_price: rng.chance(0.3) ? cents(salesPrice * 1.12) : salesPrice,
      sales_price: salesPrice,
      promotions: promotionsFor(rng, template, salesPrice),
      variable_weight: Boolean(template.kg?.variable),
      is_fefo: isFefo,
      barcode: ean13(rng),
      show_additional_info: rng.chance(0.5),
      relevance: Math.floor(rng.next() ** 2 * 1000),
      search_key: normalizeSearch(`${family} ${brand} ${code}`),
    };
  });
}
