// E-mail signup [access §7.2]: the activation link goes to the customer's registered e-mail, and its page
// (/activation/email/confirmation) confirms it; the credentials then go by e-mail too. `{x}` is the customer id.
import { Hono } from 'hono';
import { z } from 'zod';
import { maskEmail } from '../../../src/domain/contact-masks';
import type { SentTo } from '../../../src/domain/entities/signup';
import type { AppDeps, AppEnv } from '../deps';
import { lockServedCustomer } from '../db/queries/signup-customers';
import { insertLink } from '../db/queries/signup-links';
import { ALREADY_REGISTERED, createCustomerUser, newTemporaryCode } from '../domain/activation';
import { activationMessage } from '../domain/signup-messages';
import { linkExpiry, newLinkSecret } from '../domain/signup-links';
import { fail, parse, readJson } from '../http/errors';
import { spendLink } from '../http/one-time-link';
import { pathId } from '../http/path-id';
import { CUSTOMER_NOT_FOUND, linkSecret, signupPartnerId } from '../http/signup-input';
import { reserveSignupSend } from '../http/signup-throttle';
import { sendMessage } from '../messaging/send-message';

const EMAIL_GONE = 'Link de confirmação expirado ou já utilizado. Peça um novo link.';
const NO_EMAIL = 'Nenhum e-mail cadastrado para este cliente.';
const confirmSchema = z.object({ token: linkSecret(EMAIL_GONE) });

export function signupEmailRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  return new Hono<AppEnv>()
    .post('/user/signup/email/v2/:customerId', async (c) => {
      const customerId = pathId(c.req.param('customerId'), CUSTOMER_NOT_FOUND);
      const partnerId = signupPartnerId(c);
      const now = clock.now();
      const email = await db.transaction(async (tx) => {
        const customer = await lockServedCustomer(tx, customerId, partnerId);
        if (!customer) fail(404, CUSTOMER_NOT_FOUND);
        if (customer.registered) fail(409, ALREADY_REGISTERED);
        if (!customer.email) fail(404, NO_EMAIL);
        await reserveSignupSend(tx, customer.id, customer.email, now);
        const link = newLinkSecret();
        await insertLink(tx, { purpose: 'EMAIL', secretHash: link.hash, customerId, partnerId, expiresAt: linkExpiry(now) }, now);
        const url = `${config.publicOrigin}/activation/email/confirmation?token=${link.secret}&customerId=${customerId}&partnerId=${partnerId}`;
        await sendMessage(tx, { recipient: customer.email, channel: 'email', text: activationMessage(url, '') }, now);
        return customer.email;
      });
      const answer: SentTo = { email: maskEmail(email) };
      return c.json(answer);
    })
    .post('/user/signup/email/confirm/:customerId', async (c) => {
      const customerId = pathId(c.req.param('customerId'), CUSTOMER_NOT_FOUND);
      const partnerId = signupPartnerId(c);
      const { token } = parse(confirmSchema, await readJson(c));
      const now = clock.now();
      const code = await newTemporaryCode();
      await db.transaction(async (tx) => {
        const link = await spendLink(tx, 'EMAIL', token, now, EMAIL_GONE);
        if (link.customer_id !== customerId || link.partner_id !== partnerId) fail(410, EMAIL_GONE);
        const customer = await lockServedCustomer(tx, customerId, partnerId);
        if (!customer?.email) fail(410, EMAIL_GONE);
        if (customer.registered) fail(409, ALREADY_REGISTERED);
        await createCustomerUser(tx, customer, code, { recipient: customer.email, channel: 'email' }, config.publicOrigin, now);
      });
      return c.body(null, 204);
    });
}
