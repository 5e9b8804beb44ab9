import type { Partner } from '../domain/entities/account';
import { request } from './client';

export function fetchPartners(): Promise<Partner[]> {
  return request<Partner[]>('get', '/partner/customer');
}
