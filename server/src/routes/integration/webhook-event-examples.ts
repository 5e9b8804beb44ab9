// Each webhook event's body, as examples in the OpenAPI document (its `webhooks`); the OpenAPI test validates each
// against the event's schema.
import type { WebhookEventType } from '../../webhooks/webhook-events';

const order = {
  id: 1042,
  number: '2026-001042',
  status: 'Em análise',
  createdAt: '2026-12-07T11:32:08.412Z',
  deliveryDate: '2026-12-09',
  customer: { id: 311, taxId: '12ABC34501DE35', name: 'Armazém Novo Horizonte Ltda' },
  totals: { items: 640.08, discount: 0, deliveryFee: 0, total: 640.08, parcels: 2 },
  paidAt: null,
};

const event = (type: WebhookEventType, timestamp: string, data: unknown) => ({ type, timestamp, data });

export const WEBHOOK_EVENT_EXAMPLES: Record<WebhookEventType, Record<string, { summary: string; value: unknown }>> = {
  'order.placed': { placed: { summary: 'A new order', value: event('order.placed', order.createdAt, { order }) } },
  'order.changed': {
    status: {
      summary: 'Its status changed',
      value: event('order.changed', '2026-12-07T14:05:51.090Z', { order: { ...order, status: 'Liberado' }, previousStatus: 'Em análise' }),
    },
    invoice: {
      summary: 'Its invoice was set',
      value: event('order.changed', '2026-12-07T16:20:00.000Z', {
        order: { ...order, status: 'Liberado' },
        invoice: { key: '35251211222333000181550010000048211202512071', number: '4821', series: '1', danfeUrl: 'https://nfe.distribuidora.example/danfe/4821.pdf' },
      }),
    },
    edited: { summary: 'The customer edited it', value: event('order.changed', '2026-12-07T12:01:30.000Z', { order: { ...order, totals: { ...order.totals, items: 720.5, total: 720.5 } } }) },
  },
  'order.cancelled': {
    byDistributor: {
      summary: 'Cancelled by the distributor',
      value: event('order.cancelled', '2026-12-07T15:00:00.000Z', { order: { ...order, status: 'Cancelado' }, cancelledBy: 'distributor', reason: 'Produto sem estoque no centro de distribuição.' }),
    },
    byCustomer: { summary: 'Cancelled by the customer', value: event('order.cancelled', '2026-12-07T11:40:00.000Z', { order: { ...order, status: 'Cancelado' }, cancelledBy: 'customer' }) },
  },
  'payment.received': {
    pix: {
      summary: 'Paid by Pix',
      value: event('payment.received', '2026-12-07T14:32:06.001Z', {
        order: { ...order, paidAt: '2026-12-07T14:32:06.001Z' },
        payment: { method: 'pix', amount: 640.08, txid: 'BLC2026001042x7Qm2', endToEndId: 'E00038166202612071432a1B2c3D4e5F' },
      }),
    },
    card: {
      summary: 'Paid by card',
      value: event('payment.received', '2026-12-07T11:33:10.000Z', { order: { ...order, paidAt: '2026-12-07T11:33:12.000Z' }, payment: { method: 'card', amount: 640.08 } }),
    },
  },
  'customer.signup_requested': {
    contact: {
      summary: 'A buyer asks to be registered as a contact',
      value: event('customer.signup_requested', '2026-12-07T09:12:44.000Z', {
        customer: { id: 311, taxId: '12ABC34501DE35', name: 'Armazém Novo Horizonte Ltda', tradeName: 'ARMAZEM NOVO HORIZONTE' },
        contact: { name: 'Carla Souza', phone: '13988776655' },
      }),
    },
  },
};
