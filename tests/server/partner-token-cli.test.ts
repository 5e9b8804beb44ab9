// `npm run partner-token` against a real listening server (operator-cli-helpers.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATOR_SECRET, useServer } from './helpers';
import { integration } from './integration-helpers';
import { useOperatorCli } from './operator-cli-helpers';

const s = useServer();
const cli = useOperatorCli(s, 'partner-token-cli.ts');

const printedToken = (stdout: string) => /^(blc_\S+)$/m.exec(stdout)?.[1] ?? '';

describe('npm run partner-token', () => {
  it('creates a token and prints it once: it answers for its partner with the scopes asked for', async () => {
    const { code, stdout } = await cli(['create', '--partner', '2', '--name', 'ERP', '--scopes', 'catalogue,orders']);
    expect(code).toBe(0);
    expect(stdout).toContain('ERP');
    const res = await integration(s.app, 'GET', '/partner', { token: printedToken(stdout) });
    expect(await res.json()).toEqual({ id: 2, name: 'Atacadão_Central', scopes: ['catalogue', 'orders'] });
  }, 30_000);

  it('lists the partner\'s tokens by prefix, never a secret', async () => {
    const { stdout } = await cli(['list', '--partner', '1']);
    expect(stdout).toMatch(/^#\d+ {2}Demonstração {2}blc_demo1_… {2}\[catalogue, customers, orders, payments, webhooks\]/);
    expect(stdout).not.toMatch(/blc_demo1_[A-Za-z0-9]/);
  }, 30_000);

  it('revokes a token: it answers 401 afterwards', async () => {
    const token = printedToken((await cli(['create', '--partner', '1', '--name', 'Velho'])).stdout);
    const id = (await (await integration(s.app, 'GET', '/operator/partners/1/tokens', { token: OPERATOR_SECRET })).json()).at(-1).id;
    const { code, stdout } = await cli(['revoke', '--partner', '1', '--id', String(id)]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Revogado: /);
    expect((await integration(s.app, 'GET', '/partner', { token })).status).toBe(401);
  }, 30_000);

  it('reads the secret the server keeps in DATA_DIR when OPERATOR_SECRET is not set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balcao-operator-'));
    writeFileSync(join(dataDir, 'operator-secret'), `${OPERATOR_SECRET}\n`);
    const { code } = await cli(['list', '--partner', '1'], { OPERATOR_SECRET: '', DATA_DIR: dataDir });
    expect(code).toBe(0);
  }, 30_000);

  it('says the operator secret is wrong', async () => {
    const { code, stderr } = await cli(['list', '--partner', '1'], { OPERATOR_SECRET: 'errado' });
    expect(code).toBe(2);
    expect(stderr).toContain('O servidor recusou o segredo de operador: confira OPERATOR_SECRET');
  }, 30_000);

  it('says the partner is unknown', async () => {
    const { code, stderr } = await cli(['create', '--partner', '999', '--name', 'ERP']);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe('Parceiro não encontrado.');
  }, 30_000);

  it('says when the server is not running', async () => {
    const { code, stderr } = await cli(['list', '--partner', '1'], { BALCAO_URL: 'http://127.0.0.1:8372' });
    expect(code).toBe(2);
    expect(stderr.trim()).toBe('Não foi possível falar com o servidor em http://127.0.0.1:8372. Ele está rodando (npm start)? Outro endereço: BALCAO_URL.');
  }, 30_000);
});
