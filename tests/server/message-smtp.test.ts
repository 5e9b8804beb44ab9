// E-mail really leaves: a real SMTP server (smtp-server) on 127.0.0.1 receives the signup e-mails sent through the API,
// delivered by the message worker the app wakes after each request.
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { listMessages } from '../../server/src/db/queries/messages';
import { startMessageWorker, type MessageWorker } from '../../server/src/messaging/message-worker';
import { EMAIL_SUBJECT } from '../../server/src/messaging/smtp-transport';
import { messageTransports } from '../../server/src/messaging/transports';
import { call, testConfig, useServer } from './helpers';
import { inbox, NEW_COMPANY } from './signup-helpers';

const s = useServer();
const EMAIL = NEW_COMPANY.email;

interface Received {
  mail: ParsedMail;
  from: string | false;
  to: string[];
  user: unknown;
}

let smtp: SMTPServer;
let worker: MessageWorker;
let app: ReturnType<typeof createApp>;
let received: Received[];
let arrived: (() => void)[];
/** What the server answers to RCPT TO for the customer's address, when it refuses it */
let refusal: { code: number; text: string } | null;

/** Resolves once `count` e-mails have arrived. */
function mails(count: number): Promise<Received[]> {
  return new Promise((resolve) => {
    const check = () => (received.length >= count ? resolve(received) : arrived.push(check));
    check();
  });
}

beforeEach(async () => {
  received = [];
  arrived = [];
  refusal = null;
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, done) =>
      auth.username === 'balcao' && auth.password === 'senha-smtp' ? done(null, { user: auth.username }) : done(new Error('Credenciais inválidas')),
    onRcptTo: (address, _session, done) =>
      refusal && address.address === EMAIL ? done(Object.assign(new Error(refusal.text), { responseCode: refusal.code })) : done(),
    onData: (stream, session, done) => {
      simpleParser(stream).then((mail) => {
        received.push({ mail, from: session.envelope.mailFrom && session.envelope.mailFrom.address, to: session.envelope.rcptTo.map((r) => r.address), user: session.user });
        arrived.splice(0).forEach((check) => check());
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  const config = testConfig({ SMTP_URL: `smtp://balcao:senha-smtp@127.0.0.1:${port}`, MAIL_FROM: 'Balcão <nao-responda@balcao.example>' });
  worker = startMessageWorker({ db: s.db, clock: s.clock, transports: messageTransports(config.messaging), pollMs: 0 });
  app = createApp({ db: s.db, config, clock: s.clock, messageWorker: worker });
});

afterEach(async () => {
  await worker.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('e-mail over SMTP', () => {
  it('delivers the activation e-mail of a signup, then the credentials e-mail once its link is confirmed', async () => {
    expect((await call(app, 'POST', '/user/signup/email/v2/101?partnerId=1', { partner: 1 })).status).toBe(200);
    const [activation] = await mails(1);
    expect(activation.from).toBe('nao-responda@balcao.example');
    expect(activation.to).toEqual([EMAIL]);
    expect(activation.user).toBe('balcao');
    expect(activation.mail.subject).toBe(EMAIL_SUBJECT);
    expect(activation.mail.from?.value).toEqual([{ name: 'Balcão', address: 'nao-responda@balcao.example' }]);
    const link = activation.mail.text?.trimEnd().match(/http:\/\/localhost:8080\/activation\/email\/confirmation\?token=(\S+)&customerId=101&partnerId=1$/);
    expect(link).not.toBeNull();

    await worker.drain(); // the round that delivered it records it
    const [sent] = await listMessages(s.db, { recipient: EMAIL, limit: 1 });
    expect(sent).toMatchObject({ status: 'sent', providerId: activation.mail.messageId });
    // The Message-ID is made from the message's id: a repeat after a crash mid-send is recognisable.
    expect(activation.mail.messageId).toBe(`<balcao-message-${sent.id}@balcao.example>`);

    const confirmed = await call(app, 'POST', '/user/signup/email/confirm/101?partnerId=1', { partner: 1, body: { token: link![1] } });
    expect(confirmed.status).toBe(204);
    const [, credentials] = await mails(2);
    expect(credentials.to).toEqual([EMAIL]);
    expect(credentials.mail.text).toMatch(/Usuário: 27183456000190\. Código de acesso: \d{6}/);
  });

  it('keeps trying while the SMTP server refuses for now (4xx), and fails a mailbox it refuses for good (5xx)', async () => {
    refusal = { code: 451, text: 'Tente mais tarde' };
    expect((await call(app, 'POST', '/user/signup/email/v2/101?partnerId=1', { partner: 1 })).status).toBe(200);
    await worker.drain();
    expect((await inbox(app, EMAIL))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/451 Tente mais tarde/) });

    refusal = { code: 550, text: 'Caixa postal inexistente' };
    s.clock.advance(60_000);
    await worker.drain();
    expect((await inbox(app, EMAIL))[0]).toMatchObject({ status: 'failed', attempts: 2, lastError: expect.stringMatching(/550 Caixa postal inexistente/) });
    expect(received).toEqual([]);
  });
});
