import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import { hashCode } from '../domain/secrets';

/** Guest users of the demo company (customer 1): one active, one blocked. Ids below the users sequence's start. */
export const guestUsers = [
  { id: 900, username: 'convidado.paula', full_name: 'Paula Mendes', customer_id: 1, code: '592746', phone: '11976543210', active: true },
  { id: 901, username: 'convidado.joao', full_name: 'João Batista de Oliveira Santos', customer_id: 1, code: '417385', phone: '11965432109', active: false },
];

export async function seedGuests(db: Db): Promise<void> {
  const rows = await Promise.all(
    guestUsers.map(async ({ code, ...guest }) => ({ ...guest, role: 'GUEST', code_hash: await hashCode(code) })),
  );
  await insertRows(db, 'users', rows);
}
