// Signup's other numbers [access §2.7, §4.3, §5]: change a registered number (confirmed from the new number), and
// "Meu Whatsapp não está na lista" (a contact person and number passed to the partner's team).
import { Hono } from 'hono';
import { z } from 'zod';
import { maskEmail } from '../../../src/domain/contact-masks';
import type { SentTo } from '../../../src/domain/entities/signup';
import type { AppDeps, AppEnv } from '../deps';
import { insertContactRequest } from '../db/queries/contact-requests';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { signupRequestPayload } from '../webhooks/signup-request-payload';
import { partnerContacts } from '../db/queries/partners';
import { customerPhones, findCustomerPhone, lockServedCustomer, replacePhone } from '../db/queries/signup-customers';
import { insertLink } from '../db/queries/signup-links';
import { confirmNewNumberMessage, contactRequestMessage, numberChangeNotice } from '../domain/signup-messages';
import { linkExpiry, newLinkSecret } from '../domain/signup-links';
import { fail, parse, readJson } from '../http/errors';
import { spendLink } from '../http/one-time-link';
import { bodyId, CUSTOMER_NOT_FOUND, linkSecret, PHONE_NOT_FOUND, signupPartnerId } from '../http/signup-input';
import { reserveSignupSend } from '../http/signup-throttle';
import { sendMessage } from '../messaging/send-message';

const CHANGE_GONE = 'Link de confirmação expirado ou já utilizado. Peça a troca do número de novo.';
const REGISTERED_CHANGE = 'Este cadastro já foi concluído. Para trocar o número, fale com o suporte.';
const NUMBER_TAKEN = 'Este número já está cadastrado.';

const changeNumberSchema = z.object({
  customerId: bodyId(CUSTOMER_NOT_FOUND),
  phoneNumberId: bodyId(PHONE_NOT_FOUND),
  newNumber: z
    .string({ error: 'O número não pode estar vazio.' })
    .trim()
    .min(1, 'O número não pode estar vazio.')
    .regex(/^\d{10,11}$/, 'Informe o número com DDD (10 ou 11 dígitos).'),
});

const confirmChangeSchema = z.object({
  token: linkSecret(CHANGE_GONE),
  partnerId: bodyId('Parceiro inválido.'),
});

const contactSchema = z.object({
  customerId: bodyId(CUSTOMER_NOT_FOUND),
  partnerId: bodyId('Parceiro inválido.'),
  customerContact: z
    .string({ error: 'Informe o nome do contato.' })
    .trim()
    .min(1, 'Informe o nome do contato.')
    .max(50, 'O nome do contato deve ter no máximo 50 caracteres.'),
  phone: z
    .string({ error: 'Informe o número de WhatsApp.' })
    .trim()
    .min(1, 'Informe o número de WhatsApp.')
    .max(11, 'O número deve ter no máximo 11 dígitos.')
    .regex(/^\d+$/, 'Informe só os números do WhatsApp.'),
});

export function signupNumberRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  return new Hono<AppEnv>()
    // Only before registration: afterwards the numbers receive recovery codes, and changing them takes the support.
    .post('/user/signup/change-number', async (c) => {
      const partnerId = signupPartnerId(c);
      const body = parse(changeNumberSchema, await readJson(c));
      const now = clock.now();
      await db.transaction(async (tx) => {
        const customer = await lockServedCustomer(tx, body.customerId, partnerId);
        if (!customer) fail(404, CUSTOMER_NOT_FOUND);
        if (customer.registered) fail(409, REGISTERED_CHANGE);
        const old = await findCustomerPhone(tx, customer.id, body.phoneNumberId);
        if (!old) fail(404, PHONE_NOT_FOUND);
        if ((await customerPhones(tx, customer.id)).some((phone) => phone.phone === body.newNumber)) fail(409, NUMBER_TAKEN);
        await reserveSignupSend(tx, customer.id, body.newNumber, now);
        const link = newLinkSecret();
        await insertLink(tx, {
          purpose: 'CHANGE_NUMBER', secretHash: link.hash, customerId: customer.id, partnerId, phoneId: old.id,
          newPhone: body.newNumber, expiresAt: linkExpiry(now),
        }, now);
        const name = customer.trade_name ?? customer.name;
        const url = `${config.publicOrigin}/ativacao/atualizar-numero?token=${link.secret}&partnerid=${partnerId}`;
        await sendMessage(tx, { recipient: body.newNumber, channel: 'whatsapp', text: confirmNewNumberMessage(name, url) }, now);
        await sendMessage(tx, { recipient: old.phone, channel: 'whatsapp', text: numberChangeNotice(name, config.supportWhatsapp) }, now);
      });
      return c.body(null, 204);
    })
    .post('/user/signup/change-number/confirm', async (c) => {
      const body = parse(confirmChangeSchema, await readJson(c));
      const now = clock.now();
      await db.transaction(async (tx) => {
        const link = await spendLink(tx, 'CHANGE_NUMBER', body.token, now, CHANGE_GONE);
        if (link.partner_id !== body.partnerId) fail(410, CHANGE_GONE);
        const customer = await lockServedCustomer(tx, link.customer_id, body.partnerId);
        if (!customer) fail(410, CHANGE_GONE);
        if (customer.registered) fail(409, REGISTERED_CHANGE);
        const phones = await customerPhones(tx, customer.id);
        if (phones.some((phone) => phone.phone === link.new_phone)) fail(409, NUMBER_TAKEN);
        if (!phones.some((phone) => phone.id === link.phone_id)) fail(410, CHANGE_GONE);
        await replacePhone(tx, link.phone_id!, link.new_phone!);
      });
      return c.body(null, 204);
    })
    .post('/user/signup/contact', async (c) => {
      const body = parse(contactSchema, await readJson(c));
      const now = clock.now();
      const email = await db.transaction(async (tx) => {
        const customer = await lockServedCustomer(tx, body.customerId, body.partnerId);
        if (!customer) fail(404, CUSTOMER_NOT_FOUND);
        await reserveSignupSend(tx, customer.id, body.phone, now);
        await insertContactRequest(tx, { customerId: customer.id, partnerId: body.partnerId, contactName: body.customerContact, phone: body.phone }, now);
        await recordWebhookEvent(tx, body.partnerId, 'customer.signup_requested', signupRequestPayload(customer, body.customerContact, body.phone), now);
        const [support] = await partnerContacts(tx, body.partnerId);
        const recipient = (support?.phone_number ?? config.supportWhatsapp).replace(/\D/g, '');
        const text = contactRequestMessage({ name: customer.trade_name ?? customer.name, taxId: customer.tax_id }, body.customerContact, body.phone);
        await sendMessage(tx, { recipient, channel: 'whatsapp', text }, now);
        return customer.email;
      });
      const answer: SentTo = { email: email ? maskEmail(email) : null };
      return c.json(answer);
    });
}
