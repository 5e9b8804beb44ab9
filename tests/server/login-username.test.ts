// The username a person types at login: a tax id with or without its punctuation, the alphanumeric CNPJ included.
import { beforeEach, describe, expect, it } from 'vitest';
import { hashCode } from '../../server/src/domain/secrets';
import { call, useServer } from './helpers';

const s = useServer();
const CODE = '482915';

beforeEach(async () => {
  // Usernames are stored as activation makes them: the tax id in lower case.
  await s.db.query(
    `INSERT INTO users (username, full_name, customer_id, code_hash, code_kind, status) VALUES ('12abc34501de35', 'Quitanda Nova Era', 1, $1, 'DEFINITIVE', 'ACTIVE')`,
    [await hashCode(CODE)],
  );
});

const signIn = (username: string) => call(s.app, 'POST', '/authentication', { body: { username, password: CODE, keepConnected: false } });

describe('POST /authentication with an alphanumeric CNPJ', () => {
  it.each(['12.ABC.345/01DE-35', '12.abc.345/01de-35', '12ABC34501DE35', ' 12abc34501de35 '])('signs in typed as %j', async (typed) => {
    expect((await signIn(typed)).status).toBe(200);
  });

  it('still refuses a CNPJ with the wrong check digits', async () => {
    expect((await signIn('12.ABC.345/01DE-36')).status).toBe(401);
  });
});
