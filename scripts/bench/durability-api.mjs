// The durability run's reads of the server (through the API, with the page's own session) and of the device's
// outbox (the user's IndexedDB, read raw in the page).
const API = '/api/ecommerce';

export async function credentials(page) {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), deviceId: localStorage.getItem('deviceId') }));
}

const headersOf = (session, partnerId) => ({ Authorization: `Bearer ${session.token}`, deviceId: session.deviceId, partner: String(partnerId) });

async function call(baseURL, session, partnerId, method, path, init = {}) {
  const response = await fetch(new URL(`${API}${path}`, baseURL), {
    method,
    ...init,
    headers: { ...headersOf(session, partnerId), ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  return response;
}

export async function apiGet(baseURL, session, partnerId, path) {
  const response = await call(baseURL, session, partnerId, 'GET', path);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function apiSend(baseURL, session, partnerId, method, path, body) {
  const response = await call(baseURL, session, partnerId, method, path, body ? { body: JSON.stringify(body) } : {});
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/** The server's cart items and favorite product ids, read with the session's credentials. */
export async function serverState(baseURL, session, partnerId) {
  const cart = await apiGet(baseURL, session, partnerId, `/v2/cart/${partnerId}`);
  const favorites = await apiGet(baseURL, session, partnerId, '/purchase/types/FAVORITES?page=0&size=100&ordination=RELEVANCE');
  return {
    cart: cart.items.map(({ productId, quantity }) => ({ productId, quantity })),
    favorites: favorites.items.map((entry) => entry.product.id),
  };
}

/** Empties the partner's cart on the server (the run's orders hold only its own products). */
export async function emptyServerCart(baseURL, session, partnerId) {
  const cart = await apiGet(baseURL, session, partnerId, `/v2/cart/${partnerId}`);
  for (const item of cart.items) await apiSend(baseURL, session, partnerId, 'DELETE', `/v2/cart/${cart.id}/item/${item.productId}`);
}

/** The product's sales price for the partner (`price.salesPrice`). */
export async function productPrice(baseURL, session, partnerId, productId) {
  return (await apiGet(baseURL, session, partnerId, `/purchase/product/${productId}`)).product.price.salesPrice;
}

/** The development route (DEV_ROUTES=1) that changes a product's price for a partner. */
export function setPrice(baseURL, session, partnerId, productId, price) {
  return apiSend(baseURL, session, partnerId, 'POST', `/dev/products/${productId}/price`, { partnerId, price });
}

/** The partner's orders on the server: `{ id, total }`, newest first. */
export async function orderHistory(baseURL, session, partnerId) {
  const orders = await apiGet(baseURL, session, partnerId, `/v2/orders/history/${partnerId}`);
  return orders.map((order) => ({ id: order.id, total: order.payment.totalPayment }));
}

/** One order's items as the server keeps them: productId → packages. */
export async function orderItems(baseURL, session, partnerId, orderId) {
  const detail = await apiGet(baseURL, session, partnerId, `/v2/orders/${orderId}`);
  return Object.fromEntries(detail.items.map((item) => [item.purchase.product.id, item.quantityPackages]));
}

/**
 * The server's stored answer to an idempotency key of `POST /v2/orders` (replayed, never performed again): a key
 * the server never saw runs with an empty body, which is refused (400) and places nothing.
 */
export async function keyAnswer(baseURL, session, partnerId, key) {
  const response = await call(baseURL, session, partnerId, 'POST', '/v2/orders', { body: '{}', headers: { 'Idempotency-Key': key } });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, orderId: body.orderId, differences: body.differences, message: body.message };
}

/** The signed-in user's outbox entries, in order (the device database, read raw). */
export function outboxEntries(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const payload = (localStorage.getItem('token') ?? '').split('.')[1] ?? '';
        const user = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).user;
        const request = indexedDB.open(`balcao-user-${user}`);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve([]), db.close();
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            resolve(all.result.sort((a, b) => a.seq - b.seq));
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * Waits until `done(entries)` is true for the outbox's entries (else it answers what it waits for). A backlog left by a
 * bad network is sent one entry at a time: the wait gives up only after `idleMs` in which the outbox did not shrink.
 */
export async function untilOutbox(page, done, what, idleMs) {
  let fewest = Infinity;
  let deadline = Date.now() + idleMs;
  let last;
  for (;;) {
    const entries = await outboxEntries(page).catch(() => null);
    if (entries) {
      last = done(entries);
      if (last === true) return;
      if (entries.length < fewest) [fewest, deadline] = [entries.length, Date.now() + idleMs];
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
