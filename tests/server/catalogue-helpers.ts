import { expect } from 'vitest';
import type { ProductListPage } from '../../src/domain/entities/catalogue';
import { call } from './helpers';

type App = Parameters<typeof call>[0];

/** GETs as one signed-in customer: `json` expects 200, `error` a status with exactly this message. */
export function catalogueClient(server: { app: App }, token: () => string) {
  async function json<T>(path: string, partner: number | null = 1): Promise<T> {
    const res = await call(server.app, 'GET', path, { token: token(), partner: partner ?? undefined });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    return res.json() as Promise<T>;
  }
  async function error(path: string, status: number, message: string, partner: number | null = 1, method = 'GET') {
    const res = await call(server.app, method, path, { token: token(), partner: partner ?? undefined });
    expect(res.status, path).toBe(status);
    expect(await res.json()).toEqual({ message });
  }
  /** Every page of a product list, in order, until `lastPage`. */
  async function allPages(path: string, partner = 1): Promise<ProductListPage[]> {
    const pages: ProductListPage[] = [];
    const separator = path.includes('?') ? '&' : '?';
    for (let page = 0; pages.length === 0 || !pages[pages.length - 1].lastPage; page += 1) {
      pages.push(await json<ProductListPage>(`${path}${separator}page=${page}`, partner));
      expect(page, 'runaway paging').toBeLessThan(500);
    }
    return pages;
  }
  return { json, error, allPages };
}
