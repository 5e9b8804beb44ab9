// Signup [access §2.5–2.7, §7.2]: the public tax-id lookup, the activation link sent to a chosen number, and the
// activation that creates the user. Public calls: every id is checked against the partner that serves the customer.
import { Hono } from 'hono';
import { z } from 'zod';
import { maskEmail, maskPhone } from '../../../src/domain/contact-masks';
import type { SentTo, SignupCustomer } from '../../../src/domain/entities/signup';
import { stripTaxIdPunctuation } from '../../../src/domain/tax-id';
import type { AppDeps, AppEnv } from '../deps';
import { customerPhones, findCustomerByTaxId, findCustomerPhone, lockServedCustomer } from '../db/queries/signup-customers';
import { insertLink } from '../db/queries/signup-links';
import { ALREADY_REGISTERED, createCustomerUser, newTemporaryCode } from '../domain/activation';
import { activationMessage } from '../domain/signup-messages';
import { linkExpiry, newLinkSecret } from '../domain/signup-links';
import { fail, parse, readJson } from '../http/errors';
import { spendLink, spentLink } from '../http/one-time-link';
import { throttleLookups } from '../http/lookup-throttle';
import { bodyId, CUSTOMER_NOT_FOUND, linkSecret, PHONE_NOT_FOUND, signupPartnerId, signupTaxId } from '../http/signup-input';
import { reserveSignupSend } from '../http/signup-throttle';
import { sendMessage } from '../messaging/send-message';

const ACTIVATION_GONE = 'Link de ativação expirado ou já utilizado. Solicite um novo link.';
const trackId = z.string({ error: 'Rastreio inválido.' }).trim().max(100, 'Rastreio inválido.').optional();

const confirmNumberSchema = z.object({
  customerId: bodyId(CUSTOMER_NOT_FOUND),
  partnerId: bodyId('Parceiro inválido.'),
  username: z.string({ error: 'Informe o CPF ou CNPJ.' }).trim().min(1, 'Informe o CPF ou CNPJ.').max(30, 'CPF ou CNPJ inválido.'),
  phoneNumberId: bodyId('Selecione seu número de whatsapp para continuar.'),
  customerContact: z.string({ error: 'Contato inválido.' }).trim().max(50, 'O nome do contato deve ter no máximo 50 caracteres.').default(''),
  trackid: trackId,
});

const activateSchema = z.object({ token: linkSecret('Link de ativação inválido.') });

export function signupRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  return new Hono<AppEnv>()
    .get('/user/signup/cnpj/:document', throttleLookups(deps), async (c) => {
      const partnerId = signupPartnerId(c);
      parse(trackId, c.req.query('trackid'));
      const taxId = signupTaxId(c.req.param('document'));
      const customer = await findCustomerByTaxId(db, taxId, partnerId);
      if (!customer) fail(404, CUSTOMER_NOT_FOUND);
      const phones = await customerPhones(db, customer.id);
      const answer: SignupCustomer = {
        customerId: customer.id,
        tradeName: customer.trade_name,
        firstName: customer.trade_name ? null : customer.name.trim().split(/\s+/)[0] || null,
        phoneNumbers: phones.map((phone) => ({ phoneNumberId: phone.id, phoneNumber: maskPhone(phone.phone) })),
        phoneNumberId: phones.length === 1 ? phones[0].id : null,
        partnerId,
        cnpj: customer.tax_id,
        email: customer.email ? maskEmail(customer.email) : null,
        finishRegister: customer.registered,
      };
      return c.json(answer);
    })
    .post('/user/signup/confirm-number', async (c) => {
      const body = parse(confirmNumberSchema, await readJson(c));
      const now = clock.now();
      const email = await db.transaction(async (tx) => {
        const customer = await lockServedCustomer(tx, body.customerId, body.partnerId);
        if (!customer) fail(404, CUSTOMER_NOT_FOUND);
        if (stripTaxIdPunctuation(body.username) !== customer.tax_id) fail(400, 'O usuário deve ser o CPF ou CNPJ do cliente.');
        if (customer.registered) fail(409, ALREADY_REGISTERED);
        const phone = await findCustomerPhone(tx, customer.id, body.phoneNumberId);
        if (!phone) fail(404, PHONE_NOT_FOUND);
        await reserveSignupSend(tx, customer.id, phone.phone, now);
        const link = newLinkSecret();
        await insertLink(tx, {
          purpose: 'ACTIVATION', secretHash: link.hash, customerId: customer.id, partnerId: body.partnerId, phoneId: phone.id,
          contactName: body.customerContact || null, trackId: body.trackid || null, expiresAt: linkExpiry(now),
        }, now);
        const url = `${config.publicOrigin}/ativacao/ativar-usuario?token=${link.secret}`;
        await sendMessage(tx, { recipient: phone.phone, channel: 'whatsapp', text: activationMessage(url, body.customerContact) }, now);
        return customer.email;
      });
      const answer: SentTo = { email: email ? maskEmail(email) : null };
      return c.json(answer);
    })
    // The activation link's page posts its token: the user is created and its credentials go to the chosen number.
    .post('/user/signup/activate', async (c) => {
      const { token } = parse(activateSchema, await readJson(c));
      const now = clock.now();
      const code = await newTemporaryCode();
      await db.transaction(async (tx) => {
        const spent = await spentLink(tx, 'ACTIVATION', token);
        if (spent && (await lockServedCustomer(tx, spent.customer_id, spent.partner_id ?? 0))?.registered) fail(409, ALREADY_REGISTERED);
        const link = await spendLink(tx, 'ACTIVATION', token, now, ACTIVATION_GONE);
        const customer = await lockServedCustomer(tx, link.customer_id, link.partner_id ?? 0);
        if (!customer) fail(410, ACTIVATION_GONE);
        if (customer.registered) fail(409, ALREADY_REGISTERED);
        const phone = await findCustomerPhone(tx, customer.id, link.phone_id ?? 0);
        if (!phone) fail(410, ACTIVATION_GONE);
        await createCustomerUser(tx, customer, code, { recipient: phone.phone, channel: 'whatsapp' }, config.publicOrigin, now);
      });
      return c.body(null, 204);
    });
}
