// What signup sends by WhatsApp or e-mail (the texts of the messages; links are absolute).
import { formatTaxId } from '../../../src/domain/tax-id';
import { LINK_LIFETIME_HOURS } from './signup-links';

const VALIDITY = `válido por ${LINK_LIFETIME_HOURS} horas, uso único`;

export function activationMessage(link: string, contactName: string): string {
  const hello = contactName ? `Olá, ${contactName}!` : 'Olá!';
  return `Balcão: ${hello} Para ativar seu cadastro, abra este link (${VALIDITY}): ${link}`;
}

export function credentialsMessage(username: string, code: string, uniqueAccessLink: string): string {
  return (
    `Balcão: cadastro concluído! Usuário: ${username}. Código de acesso: ${code} (vale para um acesso; depois defina o seu). ` +
    `Ou entre direto pelo link de acesso único (${VALIDITY}): ${uniqueAccessLink}`
  );
}

export function confirmNewNumberMessage(customerName: string, link: string): string {
  return `Balcão: para confirmar este número como o WhatsApp de ${customerName}, abra este link (${VALIDITY}): ${link}`;
}

export function numberChangeNotice(customerName: string, supportNumber: string): string {
  return `Balcão: foi pedida a troca deste número no cadastro de ${customerName}. Se não foi você, fale com o suporte: https://wa.me/${supportNumber}`;
}

export function contactRequestMessage(customer: { name: string; taxId: string }, contactName: string, phone: string): string {
  return (
    `Balcão: pedido de cadastro de WhatsApp. Cliente: ${customer.name} (${formatTaxId(customer.taxId)}). ` +
    `Contato: ${contactName}. WhatsApp: ${phone}.`
  );
}
