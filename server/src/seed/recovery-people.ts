// Demo users of the recovery flows (README "Demo access"), on a customer of their own so that their codes and
// passwords can change without touching the other demo users.
import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import { hashCode } from '../domain/secrets';

const customer = {
  id: 61, tax_id: '55666777000181', name: 'Empório Recomeço', outdated_registration: false,
  trade_name: 'EMPORIO RECOMECO', email: 'contato@emporiorecomeco.example',
};

const phones = [{ customer_id: 61, phone: '11991234321' }];

/** `spent`: the temporary code was already used once, so it answers 470. */
const recoveryUsers = [
  { id: 61, username: 'esqueci.codigo', full_name: 'Paula Moreira', code: '572604', code_kind: 'DEFINITIVE', spent: false },
  { id: 62, username: 'novo.codigo', full_name: 'Rafael Nunes', code: '649301', code_kind: 'DEFINITIVE', spent: false },
  { id: 63, username: 'codigo.usado', full_name: 'Tânia Rocha', code: '318546', code_kind: 'TEMPORARY', spent: true },
  { id: 64, username: 'codigo.temporario', full_name: 'Vítor Lopes', code: '905173', code_kind: 'TEMPORARY', spent: false },
];

export async function seedRecoveryPeople(db: Db, today: Date): Promise<void> {
  const users = await Promise.all(
    recoveryUsers.map(async ({ code, spent, ...user }) => ({
      ...user, customer_id: customer.id, status: 'ACTIVE', code_hash: await hashCode(code), code_spent_at: spent ? today.toISOString() : null,
    })),
  );
  await insertRows(db, 'customers', [customer]);
  await insertRows(db, 'partner_customers', [{ partner_id: 1, customer_id: customer.id }]);
  await insertRows(db, 'customer_phones', phones);
  await insertRows(db, 'users', users);
}
