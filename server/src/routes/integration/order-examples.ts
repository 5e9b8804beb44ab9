// The order routes' examples in the OpenAPI document; the OpenAPI test validates each against the routes' schemas
// and sends the requests to the server, on an order of its partner.
import type { FeedOrder } from '../../domain/order-feed-view';

/** An order as the feed gives it, after the ERP took it in, set its status and sent the invoice. */
export const EXAMPLE_FEED_ORDER: FeedOrder = {
  id: 1042,
  number: '2026-001042',
  erpNumber: 'PV-104233',
  status: 'Liberado',
  statusObservation: 'Saída prevista para terça-feira.',
  placedAt: '2026-12-07T11:32:08.412Z',
  changedAt: '2026-12-07T14:05:51.090Z',
  changeNumber: 129,
  customer: { id: 311, taxId: '12ABC34501DE35', name: 'Armazém Novo Horizonte Ltda', tradeName: 'ARMAZEM NOVO HORIZONTE' },
  lines: [
    { productCode: 'ARZ-5', productName: 'Arroz tipo 1 5 kg', package: { id: 2, label: 'FD c/ 6', quantity: 6 }, quantity: 3, price: 179.4, total: 538.2 },
    { productCode: 'FEJ-1', productName: 'Feijão carioca 1 kg', package: { id: 1, label: 'UN', quantity: 1 }, quantity: 12, price: 8.49, total: 101.88 },
  ],
  terms: {
    paymentPlan: { id: 12, name: '28/56 dias' },
    parcels: 2,
    parcelValue: 320.04,
    deliveryDate: '2026-12-09',
    address: 'Rua da Paz, 42, Loja 1, Centro, Santos - SP, 11010-000',
    purchaseOrder: 'OC-7781',
    observations: 'Entregar pela manhã.',
    couponCode: null,
    totals: { items: 640.08, discount: 0, deliveryFee: 0, variableWeightMargin: 0, total: 640.08 },
    creditUsed: 0,
  },
  payment: { state: 'awaiting', paidAt: null },
  invoice: {
    key: '35251211222333000181550010000048211202512071',
    number: '4821',
    series: '1',
    danfeUrl: 'https://nfe.distribuidora.example/danfe/4821.pdf',
  },
};

const result = (value: string, summary: string) => ({ summary, value: { result: value } });

export const ORDER_EXAMPLES = {
  feed: {
    page: { summary: 'A page with one order; go on with its nextCursor', value: { orders: [EXAMPLE_FEED_ORDER], nextCursor: 'eyJhZnRlciI6MTI5LCJjaGFuZ2VkQWZ0ZXIiOm51bGx9' } },
    upToDate: {
      summary: 'Nothing changed since: the same cursor back, to ask again later',
      value: { orders: [], nextCursor: 'eyJhZnRlciI6MTI5LCJjaGFuZ2VkQWZ0ZXIiOm51bGx9' },
    },
  },
  acknowledge: {
    request: { acknowledge: { summary: "The ERP's own number for the order", value: { erpNumber: 'PV-104233' } } },
    response: { acknowledged: result('acknowledged', 'Recorded'), retry: result('unchanged', 'The same number sent again') },
  },
  status: {
    request: {
      released: { summary: 'Released, with a word for the customer', value: { status: 'Liberado', observation: 'Saída prevista para terça-feira.' } },
      delivered: { summary: 'Delivered, without an observation', value: { status: 'Entregue' } },
    },
    response: { changed: result('changed', 'The order has the status now'), retry: result('unchanged', 'It had it already') },
  },
  invoice: {
    request: {
      invoice: {
        summary: 'The NF-e issued for the order',
        value: { key: '35251211222333000181550010000048211202512071', number: '4821', series: '1', danfeUrl: 'https://nfe.distribuidora.example/danfe/4821.pdf' },
      },
    },
    response: { changed: result('changed', 'Kept, and shown on the order in the app'), retry: result('unchanged', 'The same invoice sent again') },
  },
  cancel: {
    request: { cancel: { summary: 'The reason the customer reads', value: { reason: 'Produto sem estoque no centro de distribuição.' } } },
    response: { cancelled: result('cancelled', 'Cancelled now'), retry: result('unchanged', 'It was cancelled already') },
  },
};
