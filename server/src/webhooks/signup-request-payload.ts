import type { SignupCustomerRow } from '../db/queries/signup-customers';
import type { WebhookEventData } from './event-payloads';

/** `customer.signup_requested`: a customer in signup asks the partner to register a contact whose number is not on file. */
export function signupRequestPayload(
  customer: Pick<SignupCustomerRow, 'id' | 'tax_id' | 'name' | 'trade_name'>,
  contactName: string,
  phone: string,
): WebhookEventData<'customer.signup_requested'> {
  return {
    customer: { id: customer.id, taxId: customer.tax_id, name: customer.name, tradeName: customer.trade_name },
    contact: { name: contactName, phone },
  };
}
