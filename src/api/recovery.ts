// [access §7.1, §7.2] the recovery flow and the access-code change.
import type { MessageAnswer, PasswordRedefinitionContact, RedefinitionMethod, ValidateCodeAnswer } from '../domain/entities/account';
import { request } from './client';

export function fetchRedefinitionContacts(username: string): Promise<PasswordRedefinitionContact[]> {
  return request('get', '/authentication/password-redefinition/code', { searchParams: { username } });
}

export function sendRedefinitionCode(body: { method: RedefinitionMethod; identifier: string; username: string }): Promise<MessageAnswer> {
  return request('post', '/authentication/password-redefinition/send-code', { json: body });
}

export function validateRedefinitionCode(body: { code: string; userName: string }): Promise<ValidateCodeAnswer> {
  return request('post', '/authentication/password-redefinition/validate-code', { json: body });
}

export function resetPassword(body: { password: string; passwordConfirmation: string; token: string }): Promise<MessageAnswer> {
  return request('post', '/authentication/forgot/reset', { json: body });
}

/** `currentAccessCode`: the current code or password; empty right after a reset (docs/decisions/0122-access-code-change-proof.md). */
export function changeAccessCode(definitiveAccessCode: string, currentAccessCode: string): Promise<MessageAnswer> {
  const json = currentAccessCode ? { definitiveAccessCode, currentAccessCode } : { definitiveAccessCode };
  return request('post', '/user/signup/change-access-code', { json });
}
