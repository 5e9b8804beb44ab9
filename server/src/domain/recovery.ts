// The reset flow's rules (docs/product-decisions.md "Security";
// docs/decisions/0085-one-credential-model-access-code-temporary-or-definitive.md,
// docs/decisions/0089-code-recovery-where-the-reset-code-goes-and-how-long-each.md).
import type { PasswordRedefinitionContact, RedefinitionMethod } from '../../../src/domain/entities/account';
import { maskPhone } from '../../../src/domain/contact-masks';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../src/domain/password-rules';

export { PASSWORD_MAX, PASSWORD_MIN };

export const RESET_CODE_MINUTES = 10;
export const RESET_CODE_TRIES = 5;
export const RESET_SENDS = 3;
export const RESET_SENDS_WINDOW_MINUTES = 15;
export const RESET_TOKEN_MINUTES = 15;

export const METHOD_LABELS: Record<RedefinitionMethod, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'e-mail' };

export const recoveryMessages = {
  invalidContact: 'Selecione um dos contatos cadastrados para receber o código.',
  sent: (method: RedefinitionMethod) => `Sucesso! Foi enviado um código em seu ${METHOD_LABELS[method]}`,
  tooManySends: (minutes: number) =>
    `Você já pediu ${RESET_SENDS} códigos nos últimos ${RESET_SENDS_WINDOW_MINUTES} minutos. Aguarde ${minutes} minuto${minutes === 1 ? '' : 's'} para pedir outro.`,
  codeText: (code: string) =>
    `Balcão: seu código para redefinir a senha é ${code}. Ele vale por ${RESET_CODE_MINUTES} minutos. Não o compartilhe com ninguém.`,
  codeFormat: 'O código deve ter 6 dígitos.',
  noCode: 'Código inválido ou expirado. Peça um novo código.',
  wrongCode: (left: number) => `Código incorreto. Você ainda tem ${left} tentativa${left === 1 ? '' : 's'}.`,
  outOfTries: 'Código incorreto. As tentativas deste código acabaram: peça um novo código.',
  validated: 'Código validado com sucesso!',
  passwordMin: `Sua senha deve conter no mínimo ${PASSWORD_MIN} caracteres`,
  passwordMax: `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`,
  passwordsDiffer: 'A senha e a confirmação não coincidem.',
  tokenMissing: 'Link de redefinição inválido. Peça um novo código para redefinir sua senha.',
  tokenInvalid: 'Link de redefinição expirado ou já utilizado. Peça um novo código para redefinir sua senha.',
  updated: 'Dados atualizados.',
  codeDefined: 'Código de acesso definido com sucesso!',
  currentMissing: 'Informe seu código de acesso atual (ou sua senha).',
  currentWrong: 'Código de acesso atual ou senha incorretos.',
  accessCodeFormat: 'O código de acesso deve ter 6 dígitos numéricos.',
  trivialCode: 'Este código é fácil de adivinhar. Evite números repetidos ou em sequência (como 111111 ou 123456).',
} as const;

/** c****@dominio.com.br: the first character and the domain. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, 1)}****${address.slice(at)}`;
}

export interface RecoveryContact extends PasswordRedefinitionContact {
  /** the real phone digits or e-mail address: never sent to the app */
  recipient: string;
}

/**
 * Where a reset code may go: every registered phone by WhatsApp, mobiles (11 digits) also by SMS, and the e-mail.
 * The identifier names the contact without its value; empty values are dropped.
 */
export function recoveryContacts(phones: { id: number; phone: string }[], email: string | null): RecoveryContact[] {
  const contacts: RecoveryContact[] = [];
  for (const { id, phone } of phones.filter((p) => p.phone.length >= 10)) {
    const masked = maskPhone(phone);
    contacts.push({ method: 'whatsapp', identifier: `phone-${id}`, value: masked, recipient: phone });
    if (phone.length === 11) contacts.push({ method: 'sms', identifier: `phone-${id}`, value: masked, recipient: phone });
  }
  if (email?.includes('@')) contacts.push({ method: 'email', identifier: 'email', value: maskEmail(email), recipient: email });
  return contacts;
}
