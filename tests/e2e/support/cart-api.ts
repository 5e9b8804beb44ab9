// The server's side of the cart, read and reset through the real API (no mocks).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { DemoUser } from './users';

const API = '/api/ecommerce';

export interface ServerCartItem {
  productId: number;
  quantity: number;
  productPackageId: number;
}

interface ServerCart {
  id: number;
  items: ServerCartItem[];
}

export interface Credentials {
  token: string;
  deviceId: string;
}

/** The page's own session: its token and device id, as its API calls send them. */
export async function pageCredentials(page: Page): Promise<Credentials> {
  const found = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    deviceId: localStorage.getItem('deviceId'),
  }));
  if (!found.token || !found.deviceId) throw new Error('the page has no session');
  return { token: found.token, deviceId: found.deviceId };
}

/** Signs in on a device of its own (not the browser's): for setting the stage before the page opens. */
export async function apiSignIn(request: APIRequestContext, user: DemoUser): Promise<Credentials> {
  const deviceId = randomUUID();
  const login = await request.post(`${API}/authentication`, {
    headers: { deviceId },
    data: { username: user.username, password: user.code, keepConnected: false },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { token, deviceId };
}

export function headers({ token, deviceId }: Credentials, partnerId: number): Record<string, string> {
  return { Authorization: `Bearer ${token}`, deviceId, partner: String(partnerId) };
}

async function getCart(request: APIRequestContext, credentials: Credentials, partnerId: number): Promise<ServerCart> {
  const response = await request.get(`${API}/v2/cart/${partnerId}`, { headers: headers(credentials, partnerId) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ServerCart;
}

/**
 * The server's cart as the page's session sees it (GET /v2/cart/{partnerId}). Uses the
 * test's request context, so it keeps working while the browser context is offline.
 */
export async function serverCart(page: Page, request: APIRequestContext, partnerId: number): Promise<ServerCartItem[]> {
  const cart = await getCart(request, await pageCredentials(page), partnerId);
  return cart.items.map(({ productId, quantity, productPackageId }) => ({ productId, quantity, productPackageId }));
}

/** productId → quantity, for comparing with what the screen shows. */
export async function serverQuantities(page: Page, request: APIRequestContext, partnerId: number): Promise<Record<number, number>> {
  const items = await serverCart(page, request, partnerId);
  return Object.fromEntries(items.map((item) => [item.productId, item.quantity]));
}

/** Empties the customer's cart at a partner before the browser signs in (its own session, own device). */
export async function resetServerCart(request: APIRequestContext, user: DemoUser, partnerId: number): Promise<void> {
  const credentials = await apiSignIn(request, user);
  const cart = await getCart(request, credentials, partnerId);
  for (const item of cart.items) {
    const response = await request.delete(`${API}/v2/cart/${cart.id}/item/${item.productId}`, {
      headers: headers(credentials, partnerId),
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  expect((await getCart(request, credentials, partnerId)).items).toEqual([]);
}
