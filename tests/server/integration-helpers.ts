import type { createApp } from '../../server/src/app';
import { demoPartnerToken } from '../../server/src/seed/partner-tokens';
import { OPERATOR_SECRET, type TestResponse } from './helpers';

export const PARTNER_1_TOKEN = demoPartnerToken(1);
export const PARTNER_2_TOKEN = demoPartnerToken(2);

export interface IntegrationCall {
  /** the Authorization header's bearer value; none when absent */
  token?: string;
  body?: unknown;
  /** the connection's peer address (what the wrong-token throttle counts without a proxy) */
  address?: string;
  headers?: Record<string, string>;
}

/** A request to the integration API (`/api/integration/v1` + path). */
export async function integration(
  app: { request: ReturnType<typeof createApp>['request'] },
  method: string,
  path: string,
  options: IntegrationCall = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const env = options.address ? { incoming: { socket: { remoteAddress: options.address } } } : undefined;
  return app.request(`/api/integration/v1${path}`, { method, headers, body }, env);
}

/** An operator call with the test configuration's secret. */
export const operator = (app: Parameters<typeof integration>[0], method: string, path: string, body?: unknown) =>
  integration(app, method, `/operator${path}`, { token: OPERATOR_SECRET, body });
