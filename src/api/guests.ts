import type { GuestUser } from '../domain/entities/guest-user';
import { request } from './client';

export function fetchGuests(): Promise<GuestUser[]> {
  return request<GuestUser[]>('get', '/user/guest');
}

/** Creates the guest; the server sends the invitation (username and a temporary code) by WhatsApp. */
export function inviteGuest(name: string, phone: string, idempotencyKey: string): Promise<GuestUser> {
  return request<GuestUser>('post', '/user/guest', { searchParams: { phone, name }, idempotencyKey });
}

export function blockGuest(id: number): Promise<void> {
  return request<void>('post', `/user/guest/block/${id}`);
}

export function unblockGuest(id: number): Promise<void> {
  return request<void>('post', `/user/guest/unblock/${id}`);
}

export function deleteGuest(id: number): Promise<void> {
  return request<void>('delete', `/user/guest/${id}`);
}
