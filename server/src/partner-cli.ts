// `npm run partner -- create --name "Distribuidora Boa Vista" --city "Campinas" [--pix-key chave]`, `list`,
// `add-plan --partner 1 --description "Boleto 28 dias" --parcels 1 [--pix] [--card]`: a distributor's partner and
// its payment plans, through the running server's operator routes (cli/operator-client.ts).
import { parseArgs } from 'node:util';
import { CliError, operatorCall, positiveInteger, runCommand } from './cli/operator-client';
import type { PartnerView, PaymentPlanView } from './services/partners';

const USAGE = `Uso:
  npm run partner -- create --name "Distribuidora Boa Vista" --city "Campinas" [--pix-key chave-pix]
  npm run partner -- list
  npm run partner -- add-plan --partner 1 --description "Boleto 28 dias" --parcels 1 [--pix] [--card]
Variáveis: BALCAO_URL (padrão http://localhost:8080), OPERATOR_SECRET (padrão: o arquivo operator-secret em DATA_DIR, .data).`;

function describePlan(plan: PaymentPlanView): string {
  const means = [plan.pix && 'PIX', plan.card && 'cartão'].filter(Boolean).join(' e ') || 'boleto';
  return `  plano #${plan.id}  ${plan.description}  ${plan.parcels}x  (${means})`;
}

function describe(partner: PartnerView): string {
  const pix = partner.pixKey ? `chave PIX ${partner.pixKey}` : 'chave PIX da instalação (PIX_KEY)';
  return [`Parceiro #${partner.id}  ${partner.name}  ${partner.city}  ${pix}`, ...partner.paymentPlans.map(describePlan)].join('\n');
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      city: { type: 'string' },
      'pix-key': { type: 'string' },
      partner: { type: 'string' },
      description: { type: 'string' },
      parcels: { type: 'string' },
      pix: { type: 'boolean' },
      card: { type: 'boolean' },
    },
  });
  const command = positionals[0];
  if (command === 'create') {
    const created = (await operatorCall('POST', '/partners', { name: values.name ?? '', city: values.city ?? '', pixKey: values['pix-key'] })) as PartnerView;
    console.log(describe(created));
    console.log(`\nPróximo passo: npm run partner-token -- create --partner ${created.id} --name "ERP"`);
  } else if (command === 'list') {
    const partners = (await operatorCall('GET', '/partners')) as PartnerView[];
    console.log(partners.length ? partners.map(describe).join('\n') : 'Nenhum parceiro. Crie um: npm run partner -- create --name "…" --city "…"');
  } else if (command === 'add-plan') {
    const partner = positiveInteger(values.partner, 'partner', USAGE);
    const plan = { description: values.description ?? '', parcels: positiveInteger(values.parcels, 'parcels', USAGE), pix: values.pix ?? false, card: values.card ?? false };
    console.log(describePlan((await operatorCall('POST', `/partners/${partner}/payment-plans`, plan)) as PaymentPlanView).trim());
  } else {
    throw new CliError(USAGE);
  }
}

await runCommand(USAGE, () => run(process.argv.slice(2)));
