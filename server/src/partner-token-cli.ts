// `npm run partner-token -- create --partner 1 --name "ERP" [--scopes catalogue,orders]`, `list --partner 1`,
// `revoke --partner 1 --id N`: the integration API's tokens, through the running server's operator routes
// (operator-client.ts).
import { parseArgs } from 'node:util';
import { CliError, operatorCall, positiveInteger as numberOption, runCommand } from './operator-client';
import type { PartnerTokenView } from './services/partner-tokens';

const USAGE = `Uso:
  npm run partner-token -- create --partner 1 --name "ERP" [--scopes catalogue,customers,orders,payments,webhooks]
  npm run partner-token -- list --partner 1
  npm run partner-token -- revoke --partner 1 --id 7
Variáveis: BALCAO_URL (padrão http://localhost:8080), OPERATOR_SECRET (padrão: o arquivo operator-secret em DATA_DIR, .data).`;

function describe(token: PartnerTokenView): string {
  const state = token.revokedAt ? `revogado em ${token.revokedAt}` : `último uso: ${token.lastUsedAt ?? 'nunca'}`;
  return `#${token.id}  ${token.name}  blc_${token.prefix}_…  [${token.scopes.join(', ')}]  criado em ${token.createdAt}, ${state}`;
}

const positiveInteger = (value: string | undefined, name: string) => numberOption(value, name, USAGE);

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

await runCommand(USAGE, () => run(process.argv.slice(2)));
