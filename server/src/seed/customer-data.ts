import { saoPauloDate } from '../domain/sao-paulo-day';
import type { Random } from './random';

interface SeededProduct {
  id: number;
  partner_id: number;
  packages: { id: number }[];
}

const DAY = 86_400_000;

function sample<T>(rng: Random, items: T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length) picked.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]);
  return picked;
}

/** Purchase history, suggestions and favorites of one customer at one partner. */
export function buildCustomerData(rng: Random, customerId: number, products: SeededProduct[], today: Date) {
  const bought = sample(rng, products, Math.min(60, products.length));
  const history = bought.flatMap((product) =>
    Array.from({ length: rng.int(1, 6) }, () => ({
      customer_id: customerId,
      product_id: product.id,
      package_id: rng.pick(product.packages).id,
      quantity: rng.int(1, 12),
      ordered_on: saoPauloDate(new Date(today.getTime() - rng.int(3, 180) * DAY)),
    })),
  );
  const suggested = [...sample(rng, bought, 15), ...sample(rng, products, 15)];
  const suggestions = [...new Map(suggested.map((p) => [p.id, p])).values()].map((product, rank) => ({
    customer_id: customerId,
    product_id: product.id,
    suggested_quantity: rng.int(1, 10),
    rank,
  }));
  const favorites = sample(rng, products, 12).map((product, index) => ({
    customer_id: customerId,
    product_id: product.id,
    created_at: new Date(today.getTime() - index * DAY).toISOString(),
  }));
  return { history, suggestions, favorites };
}

const headlines: [string, (partnerId: number) => string][] = [
  ['Ofertas da semana na Mercearia', () => '/categoria/?id=1&name=Mercearia'],
  ['Bebidas geladas com até 20% off', () => '/categoria/?id=2&name=Bebidas'],
  ['Conheça todas as nossas marcas', () => '/marcas'],
  ['Limpeza pesada: leve mais, pague menos', () => '/categoria/?id=4&name=Limpeza'],
  ['Catálogo completo do parceiro', (partnerId) => `https://${partnerId === 1 ? 'saojorge' : 'atacadaocentral'}.example/catalogo`],
];

export function buildBanners(partnerId: number, firstId: number) {
  return headlines.map(([headline, link], position) => ({
    id: firstId + position,
    partner_id: partnerId,
    headline,
    destination_link: link(partnerId),
    position,
  }));
}
