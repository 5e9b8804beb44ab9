import type { Db } from '../db/client';
import { insertActivatedUser } from '../db/queries/activated-users';
import type { MessageChannel } from '../db/queries/messages';
import type { SignupCustomerRow } from '../db/queries/signup-customers';
import { insertLink } from '../db/queries/signup-links';
import { sendMessage } from '../messaging/send-message';
import { newAccessCode } from './access-code';
import { hashCode } from './secrets';
import { credentialsMessage } from './signup-messages';
import { linkExpiry, newLinkSecret } from './signup-links';

export const ALREADY_REGISTERED = 'Este cadastro já foi concluído. Entre com seu usuário e código de acesso.';

/** A fresh temporary code and its hash, made before the transaction (scrypt is slow; the row lock should not wait on it). */
export async function newTemporaryCode(): Promise<{ code: string; hash: string }> {
  const code = newAccessCode();
  return { code, hash: await hashCode(code) };
}

/**
 * The end of signup: the customer's user (username = the tax id, a TEMPORARY code) and a message with the username,
 * the code and a unique-access link. `customer` must be locked (lockServedCustomer) and not registered.
 */
export async function createCustomerUser(
  tx: Db,
  customer: SignupCustomerRow,
  code: { code: string; hash: string },
  to: { recipient: string; channel: MessageChannel },
  origin: string,
  now: Date,
): Promise<void> {
  const user = await insertActivatedUser(tx, {
    username: customer.tax_id.toLowerCase(),
    fullName: customer.trade_name ?? customer.name,
    customerId: customer.id,
    codeHash: code.hash,
  });
  const access = newLinkSecret();
  await insertLink(tx, { purpose: 'UNIQUE_ACCESS', secretHash: access.hash, customerId: customer.id, userId: user.id, expiresAt: linkExpiry(now) }, now);
  const accessLink = `${origin}/unique-access?uniqueAccessId=${access.secret}`;
  await sendMessage(tx, { ...to, text: credentialsMessage(user.username, code.code, accessLink) }, now);
}
