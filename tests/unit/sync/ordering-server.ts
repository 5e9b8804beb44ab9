// A small stand-in for the reference API behind a stubbed fetch: the ordering loop's
// calls go through the real client (headers, Idempotency-Key, errors).
import { json, stubFetch } from '../api/fetch-stub';
import type { Cart, CartItem } from '../../../src/domain/entities/cart';
import type { Order, OrderDetail } from '../../../src/domain/entities/orders';
import type { PixCharge } from '../../../src/domain/entities/payments';
import { emptyCart } from './fixtures';

export interface SeenCall {
  call: string;
  key: string | null;
  body: unknown;
}

export interface OrderingServer {
  cart: Cart;
  orders: Order[];
  details: OrderDetail[];
  /** the items an edited or repeated order puts in the cart */
  orderItems: CartItem[];
  pix: PixCharge | null;
  pixPaid: boolean;
  calls: SeenCall[];
  /** answers this call instead of the default route (`METHOD /path`) */
  answers: Map<string, () => Response>;
}

/** The fields of the request bodies these routes read. */
interface Body {
  productId: number;
  quantity: number;
  deliveryDate: string;
  refererId: number;
}

const item = (productId: number, quantity: number): CartItem => ({ productId, quantity, price: 8, productPackageId: 100 + productId, issues: [] });

export function startOrderingServer(): OrderingServer {
  const server: OrderingServer = {
    cart: emptyCart(), orders: [], details: [], orderItems: [item(7, 2)], pix: null, pixPaid: false, calls: [], answers: new Map(),
  };
  const completed = new Map<string, unknown>();

  function route(method: string, path: string, search: URLSearchParams, key: string | null, body: Body): Response {
    const cart = () => json(200, server.cart);
    const matches = (pattern: RegExp) => pattern.exec(path) !== null;
    let match: RegExpMatchArray | null;
    if (method === 'GET' && matches(/^\/v2\/cart\/\d+$/)) return cart();
    if (method === 'PUT' && matches(/^\/v2\/cart\/\d+\/item$/)) {
      server.cart.items = [...server.cart.items.filter((i) => i.productId !== body.productId), item(body.productId, body.quantity)];
      return cart();
    }
    if (method === 'DELETE' && matches(/^\/v2\/cart\/\d+$/)) {
      server.cart = { ...server.cart, items: [], orderNumber: null };
      return json(204, null);
    }
    if (method === 'GET' && matches(/^\/v2\/orders\/history\/\d+$/)) return json(200, server.orders);
    if ((match = path.match(/^\/v2\/orders\/(\d+)$/))) {
      const id = Number(match[1]);
      if (method === 'DELETE') return json(204, null);
      const detail = server.details.find((d) => d.id === id);
      return detail ? json(200, detail) : json(404, { message: `Pedido ${id} não encontrado.` });
    }
    if (method === 'PUT' && (match = path.match(/^\/v2\/orders\/(\d+)\/enableEdit$/))) {
      if (server.cart.items.length > 0 && search.get('cleanCurrentCart') !== 'true') {
        return json(423, { status: 'LOCKED', message: 'Seu carrinho já possui itens.', issues: [{ type: 'WARNING', description: 'O carrinho tem 1 item.' }] });
      }
      server.cart = { ...server.cart, items: [...server.orderItems], orderNumber: `10${match[1]}` };
      return cart();
    }
    if (method === 'POST' && matches(/^\/v2\/orders\/\d+\/repeat$/)) {
      server.cart = { ...server.cart, items: [...server.cart.items, ...server.orderItems] };
      return cart();
    }
    if (method === 'POST' && path === '/v2/orders') {
      if (!completed.has(key ?? '')) {
        completed.set(key ?? '', { orderId: 50 + completed.size, number: '1050', deliveryDate: body.deliveryDate, itemCount: server.cart.items.length, payment: { parcels: 1, parcelValue: 16, totalPayment: 16 } });
        server.cart = { ...server.cart, items: [], orderNumber: null };
      }
      return json(201, completed.get(key ?? ''));
    }
    if (method === 'GET' && path === '/v2/checkout') return json(200, { cartId: server.cart.id, items: [] });
    if (method === 'GET' && matches(/^\/v2\/checkout\/\d+\/conditions$/)) return json(200, { paymentPlans: [], deliveryDates: ['2026-05-04'], displayCoupon: true });
    if (method === 'GET' && matches(/^\/v2\/orders\/balance\/credit\/\d+$/)) return json(200, { netTotalAmount: 16 });
    if (method === 'POST' && matches(/^\/pix\/cob\/\d+$/)) return json(200, server.pix);
    if (method === 'GET' && matches(/^\/pix\/payment\/status\/\d+$/)) return json(200, { isAlreadyPaid: server.pixPaid });
    if (method === 'POST' && path === '/cardpayment') return json(202, { id: 1, orderId: body.refererId, status: 0, currentPhaseMessage: 'Autorizando…' });
    if (method === 'GET' && matches(/^\/cardpayment\/\d+$/)) return json(200, { id: 1, orderId: 5, status: 2, currentPhaseMessage: 'Pagamento autorizado com sucesso.' });
    if (method === 'GET' && matches(/^\/v2\/orders\/generate-order-summary\/\d+$/)) {
      return new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
    }
    return json(404, { message: `sem rota: ${method} ${path}` });
  }

  stubFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/ecommerce', '');
    const text = await request.text();
    const body = (text ? JSON.parse(text) : undefined) as Body;
    const call = `${request.method} ${path}${url.search}`;
    const key = request.headers.get('Idempotency-Key');
    server.calls.push({ call, key, body });
    const answer = server.answers.get(`${request.method} ${path}`);
    return answer ? answer() : route(request.method, path, url.searchParams, key, body);
  });
  return server;
}
