// `npm run partner-token -- create --partner 1 --name "ERP" [--scopes catalogue,orders]`, `list --partner 1`,
// `revoke --partner 1 --id N`: the integration API's tokens, through the running server's operator routes (PGlite
// admits one process, so the command never opens the database itself). BALCAO_URL (http://localhost:8080) and
// OPERATOR_SECRET, or the secret the server made in DATA_DIR/operator-secret.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { OPERATOR_SECRET_FILE } from './operator-secret-file';
import { NOT_FOUND } from './http/errors';
import type { PartnerTokenView } from './services/partner-tokens';

const USAGE = `Uso:
  npm run partner-token -- create --partner 1 --name "ERP" [--scopes catalogue,customers,orders,payments,webhooks]
  npm run partner-token -- list --partner 1
  npm run partner-token -- revoke --partner 1 --id 7
Variáveis: BALCAO_URL (padrão http://localhost:8080), OPERATOR_SECRET (padrão: o arquivo operator-secret em DATA_DIR, .data).`;

class CliError extends Error {}

function operatorSecret(): string {
  if (process.env.OPERATOR_SECRET) return process.env.OPERATOR_SECRET;
  const file = join(process.env.DATA_DIR || '.data', OPERATOR_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new CliError(`Defina OPERATOR_SECRET (o mesmo do servidor) ou rode o comando na pasta do servidor, que guarda o segredo em ${file}.`);
  }
}

async function operatorCall(method: string, path: string, body?: unknown): Promise<unknown> {
  const base = (process.env.BALCAO_URL || 'http://localhost:8080').replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/api/integration/v1/operator${path}`, {
      method,
      headers: { Authorization: `Bearer ${operatorSecret()}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Não foi possível falar com o servidor em ${base}. Ele está rodando (npm start)? Outro endereço: BALCAO_URL.`);
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (response.ok) return answer;
  if (response.status === 401) throw new CliError(`O servidor recusou o segredo de operador: confira OPERATOR_SECRET (${answer.message ?? ''}).`);
  // A 404 with the app's generic message: the server serves no operator routes (no OPERATOR_SECRET there).
  if (response.status === 404 && answer.message === NOT_FOUND) {
    throw new CliError('O servidor não atende as rotas de operador: defina OPERATOR_SECRET nele e reinicie.');
  }
  throw new CliError(answer.message ?? `O servidor respondeu ${response.status}.`);
}

function describe(token: PartnerTokenView): string {
  const state = token.revokedAt ? `revogado em ${token.revokedAt}` : `último uso: ${token.lastUsedAt ?? 'nunca'}`;
  return `#${token.id}  ${token.name}  blc_${token.prefix}_…  [${token.scopes.join(', ')}]  criado em ${token.createdAt}, ${state}`;
}

function positiveInteger(value: string | undefined, name: string): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) === 0) throw new CliError(`Informe --${name} com um número.\n${USAGE}`);
  return Number(value);
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { partner: { type: 'string' }, name: { type: 'string' }, scopes: { type: 'string' }, id: { type: 'string' } },
  });
  const command = positionals[0];
  if (command === 'create') {
    const partner = positiveInteger(values.partner, 'partner');
    if (!values.name?.trim()) throw new CliError(`Informe --name com o nome do token (por exemplo, o sistema que o usa).\n${USAGE}`);
    const scopes = values.scopes?.split(',').map((scope) => scope.trim()).filter(Boolean);
    const created = (await operatorCall('POST', `/partners/${partner}/tokens`, { name: values.name, scopes })) as PartnerTokenView & { token: string };
    console.log(describe(created));
    console.log(`\nToken (mostrado só agora; guarde-o em lugar seguro):\n${created.token}`);
  } else if (command === 'list') {
    const tokens = (await operatorCall('GET', `/partners/${positiveInteger(values.partner, 'partner')}/tokens`)) as PartnerTokenView[];
    console.log(tokens.length ? tokens.map(describe).join('\n') : 'Nenhum token para este parceiro.');
  } else if (command === 'revoke') {
    const path = `/partners/${positiveInteger(values.partner, 'partner')}/tokens/${positiveInteger(values.id, 'id')}`;
    console.log(`Revogado: ${describe((await operatorCall('DELETE', path)) as PartnerTokenView)}`);
  } else {
    throw new CliError(USAGE);
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  const badOption = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(error instanceof CliError ? error.message : badOption ? `Opção desconhecida ou sem valor.\n${USAGE}` : error);
  process.exit(2);
}
