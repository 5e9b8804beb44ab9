// Signup demo data (README "Demo"): customers of partner 1 with no user yet, and the public company register.
import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';

export const signupCustomers = [
  {
    id: 101, tax_id: '27183456000190', name: 'Empório das Flores Ltda', outdated_registration: false,
    trade_name: 'EMPORIO DAS FLORES', email: 'compras@emporiodasflores.example',
  },
  { id: 102, tax_id: '39053344705', name: 'Bruno Carvalho', outdated_registration: false, trade_name: null, email: null },
  // The same two kinds again, for a second try of the e2e signups (a first try may have registered the first ones).
  { id: 103, tax_id: '35618472000197', name: 'Mercearia Boa Vista Ltda', outdated_registration: false, trade_name: 'MERCEARIA BOA VISTA', email: null },
  { id: 104, tax_id: '41862793573', name: 'Carla Mendes', outdated_registration: false, trade_name: null, email: null },
  // Each opens an activation link in tests/e2e/activation-link.spec.ts (a test and its retry, one person each).
  { id: 105, tax_id: '52819374050', name: 'Ana Ribeiro', outdated_registration: false, trade_name: null, email: null },
  { id: 106, tax_id: '61720483507', name: 'Diego Santos', outdated_registration: false, trade_name: null, email: null },
  { id: 107, tax_id: '73041258617', name: 'Elisa Prado', outdated_registration: false, trade_name: null, email: null },
  { id: 108, tax_id: '84612039769', name: 'Fábio Teixeira', outdated_registration: false, trade_name: null, email: null },
  { id: 109, tax_id: '95387126419', name: 'Gabriela Lima', outdated_registration: false, trade_name: null, email: null },
  { id: 110, tax_id: '18473650271', name: 'Hugo Martins', outdated_registration: false, trade_name: null, email: null },
  { id: 111, tax_id: '30617249580', name: 'Iara Castro', outdated_registration: false, trade_name: null, email: null },
  { id: 112, tax_id: '47291835682', name: 'João Barros', outdated_registration: false, trade_name: null, email: null },
  { id: 113, tax_id: '59138264773', name: 'Karina Duarte', outdated_registration: false, trade_name: null, email: null },
  { id: 114, tax_id: '62847193537', name: 'Lucas Freitas', outdated_registration: false, trade_name: null, email: null },
];

const signupPhones = [
  { customer_id: 101, phone: '11991234567' },
  { customer_id: 101, phone: '1134567890' },
  { customer_id: 102, phone: '21991112233' },
  { customer_id: 103, phone: '11991239876' },
  { customer_id: 103, phone: '1134561234' },
  { customer_id: 104, phone: '21991114455' },
  { customer_id: 105, phone: '31991110105' },
  { customer_id: 106, phone: '31991110106' },
  { customer_id: 107, phone: '31991110107' },
  { customer_id: 108, phone: '31991110108' },
  { customer_id: 109, phone: '31991110109' },
  { customer_id: 110, phone: '31991110110' },
  { customer_id: 111, phone: '31991110111' },
  { customer_id: 112, phone: '31991110112' },
  { customer_id: 113, phone: '31991110113' },
  { customer_id: 114, phone: '31991110114' },
];

/** An address each, like every other demo customer: a customer who signs up orders at once (ids after the ordering seed's). */
const signupAddresses = [
  { id: 7, customer_id: 101, street: 'Rua das Hortênsias, 215', district: 'Jardim das Flores', city: 'São Paulo', state: 'SP' },
  { id: 8, customer_id: 102, street: 'Rua Voluntários da Pátria, 88 - Casa 2', district: 'Botafogo', city: 'Rio de Janeiro', state: 'RJ' },
  { id: 9, customer_id: 103, street: 'Avenida Boa Vista, 1020', district: 'Centro', city: 'Sorocaba', state: 'SP' },
  { id: 10, customer_id: 104, street: 'Rua Jardim Botânico, 610', district: 'Jardim Botânico', city: 'Rio de Janeiro', state: 'RJ' },
];

/** Customers' CNPJs, and companies that are not customers (one with an alphanumeric CNPJ). */
const companyRegister = [
  { cnpj: '27183456000190', trade_name: 'EMPORIO DAS FLORES' },
  { cnpj: '35618472000197', trade_name: 'MERCEARIA BOA VISTA' },
  { cnpj: '11222333000181', trade_name: 'MERCADINHO BOM PRECO' },
  { cnpj: '48392017000168', trade_name: 'PADARIA ESTRELA DO SUL' },
  { cnpj: '61527438000117', trade_name: 'ACOUGUE BOI DE OURO' },
  { cnpj: '12ABC34501DE35', trade_name: 'QUITANDA NOVA ERA' },
];

export async function seedSignup(tx: Db): Promise<void> {
  await insertRows(tx, 'customers', signupCustomers);
  await insertRows(tx, 'partner_customers', signupCustomers.map(({ id }) => ({ partner_id: 1, customer_id: id })));
  await insertRows(tx, 'customer_phones', signupPhones);
  await insertRows(tx, 'customer_addresses', signupAddresses);
  await insertRows(tx, 'company_register', companyRegister);
}
