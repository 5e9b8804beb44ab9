// A real SMTP server (smtp-server) in front of the production server's mail transport: what a customer's mailbox
// would receive, parsed with mailparser.
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpInbox {
  /** the SMTP_URL to configure */
  url: string;
  mails: Mail[];
  close(): Promise<void>;
}

export async function smtpInbox(): Promise<SmtpInbox> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData: (stream, session, done) => {
      simpleParser(stream).then(
        (mail) => {
          mails.push({ to: session.envelope.rcptTo.map((to) => to.address), subject: mail.subject ?? '', text: mail.text ?? '' });
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The newest e-mail to `recipient` whose text matches `pattern`, waited for; returns the pattern's match. */
export async function awaitMail(inbox: SmtpInbox, recipient: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(() => {
      found = inbox.mails.filter((mail) => mail.to.includes(recipient)).map((mail) => mail.text.match(pattern)).filter((match) => match !== null).at(-1) ?? null;
      return found !== null;
    }, { message: `an e-mail to ${recipient} matching ${pattern}`, timeout: 30_000 })
    .toBe(true);
  return found!;
}
