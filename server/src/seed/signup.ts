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
];

const signupPhones = [
  { customer_id: 101, phone: '11991234567' },
  { customer_id: 101, phone: '1134567890' },
  { customer_id: 102, phone: '21991112233' },
  { customer_id: 103, phone: '11991239876' },
  { customer_id: 103, phone: '1134561234' },
  { customer_id: 104, phone: '21991114455' },
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
