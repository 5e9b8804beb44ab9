// Signup as the screens see it [access §2.5–2.7, §4.3, §8]: each step calls the API and answers an outcome the screen
// can show; the customer found is kept in the signup state.
import {
  fetchCompany, fetchSignupCustomer, postActivation, postChangeNumber, postChangeNumberConfirmation, postContactRequest,
  postConfirmNumber, postEmailConfirmation, postEmailSignup,
} from '../api/signup';
import { ApiError } from '../api/errors';
import type { CompanyRegisterEntry, SentTo, SignupCustomer } from '../domain/entities/signup';
import { onlyDigits, stripTaxIdPunctuation } from '../domain/tax-id';
import { readSignupState, updateSignupState, writeSignupState, type SignupState } from '../db/signup-state';

export const CUSTOMER_NOT_FOUND = 'Cliente não encontrado';

export type CompanyLookupFailure = 'invalid-format' | 'failed' | 'network';

export type LookupOutcome =
  | { kind: 'found'; customer: SignupCustomer }
  | { kind: 'registered' }
  /** not a customer, register=true: the company register's entry, for the WhatsApp message */
  | { kind: 'unknown-company'; company: CompanyRegisterEntry }
  | { kind: 'unknown-person'; cpf: string }
  /** a CNPJ in neither the partner's customers nor the company register (404 'CNPJ não encontrado') */
  | { kind: 'unknown-cnpj'; cnpj: string }
  | { kind: 'company-lookup-failed'; reason: CompanyLookupFailure; message: string }
  | { kind: 'error'; message: string };

/** The server's message, or '' (offline, no answer): the screen then says it its own way. */
export function serverMessage(error: unknown): string {
  return error instanceof ApiError && error.kind === 'http' ? error.body.message : '';
}

/** Answers the user must act on (bad input, already registered, too many messages) say so; anything else is `fallback`. */
export function signupFailure(error: unknown, fallback: string): string {
  const status = error instanceof ApiError && error.kind === 'http' ? error.status : 0;
  return [400, 409, 429].includes(status) && error instanceof ApiError && error.body.message ? error.body.message : fallback;
}

async function lookUpCompany(cnpj: string, partnerId: number): Promise<LookupOutcome> {
  try {
    return { kind: 'unknown-company', company: await fetchCompany(cnpj, partnerId) };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 404) return { kind: 'unknown-cnpj', cnpj };
    const reason: CompanyLookupFailure =
      status === 400 ? 'invalid-format' : error instanceof ApiError && error.kind === 'http' ? 'failed' : 'network';
    return { kind: 'company-lookup-failed', reason, message: serverMessage(error) };
  }
}

/** 11 digits is a CPF; anything longer a CNPJ (the company register takes exactly 14 characters). */
export async function lookUpCustomer(document: string, partnerId: number, trackid: string, register: boolean): Promise<LookupOutcome> {
  const bare = stripTaxIdPunctuation(document);
  try {
    const customer = await fetchSignupCustomer(bare, partnerId, trackid);
    if (customer.finishRegister) return { kind: 'registered' };
    writeSignupState({ customer, trackid, selectedPhoneId: customer.phoneNumberId, finishRegister: false, sentTo: null });
    return { kind: 'found', customer };
  } catch (error) {
    const message = serverMessage(error);
    if (!register || message !== CUSTOMER_NOT_FOUND) return { kind: 'error', message };
    return onlyDigits(bare).length === 11 && bare.length === 11 ? { kind: 'unknown-person', cpf: bare } : lookUpCompany(bare, partnerId);
  }
}

function currentState(): SignupState {
  const state = readSignupState();
  if (!state) throw new Error('signup state missing');
  return state;
}

export async function sendActivationLink(phoneNumberId: number, customerContact: string): Promise<void> {
  const { customer, trackid } = currentState();
  await postConfirmNumber({
    customerId: customer.customerId, partnerId: customer.partnerId, username: customer.cnpj, phoneNumberId, customerContact, trackid,
  });
  const phone = customer.phoneNumbers.find((entry) => entry.phoneNumberId === phoneNumberId)?.phoneNumber ?? '';
  updateSignupState({ selectedPhoneId: phoneNumberId, finishRegister: true, sentTo: { channel: 'whatsapp', to: phone } });
}

export async function sendActivationEmail(): Promise<void> {
  const { customer } = currentState();
  const { email } = await postEmailSignup(customer.customerId, customer.partnerId);
  updateSignupState({ finishRegister: true, sentTo: { channel: 'email', to: email ?? '' } });
}

export const activateUser = postActivation;
export const confirmEmail = postEmailConfirmation;
export const confirmNumberChange = postChangeNumberConfirmation;

/** The request sent resets the finish-register flag [access §4.3]: the phone choice is offered again. */
export async function requestNumberChange(newNumber: string, phoneNumberId: number): Promise<void> {
  const { customer } = currentState();
  await postChangeNumber({ customerId: customer.customerId, newNumber, phoneNumberId }, customer.partnerId);
  updateSignupState({ finishRegister: false, sentTo: null });
}

export async function registerContact(customerContact: string, phone: string): Promise<SentTo> {
  const { customer } = currentState();
  return postContactRequest({ customerId: customer.customerId, partnerId: customer.partnerId, customerContact, phone });
}
