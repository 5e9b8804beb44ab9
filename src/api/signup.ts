// Signup and activation [access §7.2]: public calls, no token.
import type {
  ChangeNumberRequest, CompanyRegisterEntry, ConfirmNumberRequest, RegisterContactRequest, SentTo, SignupCustomer,
} from '../domain/entities/signup';
import { request } from './client';

export function fetchSignupCustomer(document: string, partnerId: number, trackid: string): Promise<SignupCustomer> {
  return request('get', `/user/signup/cnpj/${encodeURIComponent(document)}`, { partnerId, searchParams: { partnerId, trackid } });
}

export function fetchCompany(cnpj: string, partnerId: number): Promise<CompanyRegisterEntry> {
  return request('get', `/customer/cnpj/${encodeURIComponent(cnpj)}`, { partnerId });
}

/** trackid: the campaign the signup came from, kept with the activation link. */
export function postConfirmNumber(body: ConfirmNumberRequest & { trackid: string }): Promise<SentTo> {
  return request('post', '/user/signup/confirm-number', { partnerId: body.partnerId, json: body });
}

/**
 * How long the activation link's page waits for its call, retries included, before it offers to try again: one 8 s
 * attempt and a retry, not the four attempts and backoffs (39 s) of a plain call, nor a version file that stalls.
 */
const ACTIVATION_DEADLINE_MS = 15_000;

export function postActivation(token: string): Promise<void> {
  return request('post', '/user/signup/activate', { json: { token }, signal: AbortSignal.timeout(ACTIVATION_DEADLINE_MS) });
}

export function postChangeNumber(body: ChangeNumberRequest, partnerId: number): Promise<void> {
  return request('post', '/user/signup/change-number', { partnerId, json: body });
}

export function postChangeNumberConfirmation(token: string, partnerId: number): Promise<void> {
  return request('post', '/user/signup/change-number/confirm', { partnerId, json: { token, partnerId } });
}

export function postContactRequest(body: RegisterContactRequest): Promise<SentTo> {
  return request('post', '/user/signup/contact', { partnerId: body.partnerId, json: body });
}

export function postEmailSignup(customerId: number, partnerId: number): Promise<SentTo> {
  return request('post', `/user/signup/email/v2/${customerId}`, { partnerId, searchParams: { partnerId } });
}

export function postEmailConfirmation(customerId: number, partnerId: number, token: string): Promise<void> {
  return request('post', `/user/signup/email/confirm/${customerId}`, { partnerId, searchParams: { partnerId }, json: { token } });
}
