import type { OrderIssue, OrderStatus } from '../../../src/domain/entities/orders';
import type { Package, Promotion, SalesUnit } from '../../../src/domain/entities/catalogue';
import { checkoutTotals } from '../../../src/domain/checkout-totals';
import { lineAmount } from '../domain/cart-rules';
import { orderTotalColumns } from '../domain/checkout';
import { orderAddressText } from '../../../src/domain/order-address';
import { addDays, saoPauloDate } from '../domain/sao-paulo-day';
import { customerAddresses, paymentPlans } from './ordering-people';
import type { Random } from './random';

interface SeededProduct {
  id: number;
  sales_unit: string;
  packages: Package[];
  sales_price: number;
  promotions: Promotion[];
  variable_weight: boolean;
}

interface OrderSpec {
  status: OrderStatus;
  daysAgo: number;
  /** delivery date relative to today */
  deliveryIn: number;
  planId: number;
  paid?: boolean;
  link?: boolean;
  edit?: boolean;
  cancel?: boolean;
  issues?: OrderIssue[];
  observation?: string;
}

const TODAY_DEADLINE: OrderIssue = { issueType: 'TODAY_DEADLINE', message: 'Hoje é o último dia para alterar este pedido.', orderItemID: null };
const issue = (issueType: string, message: string): OrderIssue => ({ issueType, message, orderItemID: null });

/** Every status of the spec, some paid, some with a payment link, some editable or cancellable, some with issues. */
const histories: { customerId: number; partnerId: number; orders: OrderSpec[] }[] = [
  {
    customerId: 1,
    partnerId: 1,
    orders: [
      { status: 'Entregue', daysAgo: 40, deliveryIn: -36, planId: 11, paid: true },
      { status: 'Cancelado', daysAgo: 30, deliveryIn: -27, planId: 12, observation: 'Cancelado a pedido do cliente.' },
      {
        status: 'Liberado', daysAgo: 12, deliveryIn: 1, planId: 11, paid: true, cancel: true,
        issues: [TODAY_DEADLINE, issue('STOCK', 'Um item será entregue parcialmente por falta de estoque.'), issue('PRICE', 'O preço de um item foi atualizado.')],
      },
      { status: 'Separado', daysAgo: 8, deliveryIn: 1, planId: 12, link: true, issues: [issue('STOCK', 'Um item será entregue parcialmente por falta de estoque.')] },
      {
        status: 'Bloqueado', daysAgo: 6, deliveryIn: 3, planId: 12, link: true, cancel: true,
        issues: [issue('CREDIT', 'Limite de crédito excedido.')], observation: 'Bloqueado por limite de crédito.',
      },
      { status: 'Em processamento', daysAgo: 3, deliveryIn: 2, planId: 11, cancel: true },
      {
        status: 'Pendente', daysAgo: 2, deliveryIn: 4, planId: 11, edit: true, cancel: true,
        issues: [TODAY_DEADLINE, issue('MINIMUM_VALUE', 'O pedido está abaixo do valor mínimo para entrega gratuita.')],
      },
      { status: 'Em análise', daysAgo: 1, deliveryIn: 5, planId: 11, edit: true, cancel: true, issues: [TODAY_DEADLINE] },
    ],
  },
  {
    customerId: 1,
    partnerId: 2,
    orders: [
      { status: 'Entregue', daysAgo: 20, deliveryIn: -17, planId: 21, paid: true },
      { status: 'Pendente', daysAgo: 2, deliveryIn: 3, planId: 21, edit: true, cancel: true },
      { status: 'Em análise', daysAgo: 1, deliveryIn: 4, planId: 22, link: true, edit: true, cancel: true },
    ],
  },
  {
    customerId: 2,
    partnerId: 1,
    orders: [
      { status: 'Entregue', daysAgo: 25, deliveryIn: -22, planId: 11, paid: true },
      { status: 'Liberado', daysAgo: 5, deliveryIn: 2, planId: 11, cancel: true },
      { status: 'Em análise', daysAgo: 1, deliveryIn: 5, planId: 13, edit: true, cancel: true },
    ],
  },
];

/** First order number of each partner: numbers are sequential per partner. */
export const FIRST_ORDER_NUMBER: Record<number, number> = { 1: 100201, 2: 200101 };

const DAY = 86_400_000;

/** Order rows (with explicit ids) and their items, dated relative to today. */
export function buildOrders(rng: Random, productsByPartner: Map<number, SeededProduct[]>, today: Date) {
  const orders: Record<string, unknown>[] = [];
  const items: Record<string, unknown>[] = [];
  const nextNumber = new Map(Object.entries(FIRST_ORDER_NUMBER).map(([partner, first]) => [Number(partner), first]));
  const specs = histories
    .flatMap((history) => history.orders.map((spec) => ({ ...history, spec })))
    .sort((a, b) => b.spec.daysAgo - a.spec.daysAgo);
  for (const [index, { customerId, partnerId, spec }] of specs.entries()) {
    const id = index + 1;
    const products = productsByPartner.get(partnerId)!;
    const lines = Array.from({ length: rng.int(2, 6) }, () => products[rng.int(0, products.length - 1)])
      .filter((product, i, all) => all.indexOf(product) === i)
      .map((product) => {
        const pkg = rng.pick(product.packages);
        const quantity = rng.int(1, 6);
        const amount = lineAmount({ ...product, sales_unit: product.sales_unit as SalesUnit }, pkg, quantity);
        return { product, pkg, quantity, ...amount };
      });
    const plan = paymentPlans.find((p) => p.id === spec.planId)!;
    const totals = checkoutTotals(lines.map((l) => ({ total: l.total, variableWeight: l.product.variable_weight })), null, plan.parcels);
    const address = customerAddresses.find((a) => a.customer_id === customerId)!;
    const createdAt = new Date(today.getTime() - spec.daysAgo * DAY);
    const number = nextNumber.get(partnerId)!;
    nextNumber.set(partnerId, number + 1);
    orders.push({
      id,
      number: String(number),
      customer_id: customerId,
      partner_id: partnerId,
      status: spec.status,
      created_at: createdAt.toISOString(),
      delivery_date: addDays(saoPauloDate(today), spec.deliveryIn),
      address: orderAddressText(address),
      purchase_order: spec.daysAgo % 2 ? String(4500 + id) : '',
      observations: spec.edit ? 'Entregar pela manhã, portão lateral.' : '',
      payment_plan_id: plan.id,
      ...orderTotalColumns(totals),
      paid_at: spec.paid ? new Date(createdAt.getTime() + DAY).toISOString() : null,
      payment_link: spec.link ? `https://pagamentos.balcao.example/boleto/${number}` : null,
      status_observation: spec.observation ?? '',
      can_edit: Boolean(spec.edit),
      can_cancel: Boolean(spec.cancel),
      issues: spec.issues ?? [],
    });
    for (const line of lines) {
      items.push({ order_id: id, product_id: line.product.id, package_id: line.pkg.id, quantity: line.quantity, price: line.price, total: line.total });
    }
  }
  return { orders, items };
}
