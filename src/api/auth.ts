import type { KeepConnectedUser, LoginRequest, LoginResponse, UserContact, UserMe, UserProfile } from '../domain/entities/account';
import { request } from './client';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return request<LoginResponse>('post', '/authentication', { json: body });
}

/** The unique-access link's id [access §7.1] (the page's `uniqueAccessId`). */
export function postUniqueAccess(uniqueLoginAccessId: string): Promise<LoginResponse> {
  return request<LoginResponse>('post', '/authentication/unique-access', { searchParams: { uniqueLoginAccessId } });
}

export function fetchKeepConnectedUsers(): Promise<KeepConnectedUser[]> {
  return request<KeepConnectedUser[]>('get', '/authentication/keepconnected');
}

/** Signs in as a saved user; the answer's keepConnectedId replaces the used one. */
export function loginKeepConnected(keepConnectedId: string): Promise<{ token: string; keepConnectedId: string }> {
  return request('post', '/authentication/keepconnected', { json: { keepConnectedId } });
}

export function removeKeepConnected(keepConnectedId: string): Promise<void> {
  return request<void>('delete', '/authentication/keepconnected', { searchParams: { keepConnectedId } });
}

/** Sign-out: the server ends this token's session (its next request is 401). */
export function endSession(options: { signal?: AbortSignal } = {}): Promise<void> {
  return request<void>('delete', '/authentication/session', options);
}

export function fetchMe(): Promise<UserMe> {
  return request<UserMe>('get', '/user/me');
}

export function fetchProfile(): Promise<UserProfile> {
  return request<UserProfile>('get', '/user/profile');
}

/** GET /user/contacts (U-31): the user's contacts, masked by the server. */
export function fetchContacts(): Promise<UserContact[]> {
  return request<UserContact[]>('get', '/user/contacts');
}

export function touchLastAccessed(): Promise<void> {
  return request<void>('put', '/user/last-accessed');
}
