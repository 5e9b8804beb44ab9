// `npm run import -- catalogue --partner 1 produtos.csv` and `npm run import -- customers --partner 1 clientes.csv`:
// a spreadsheet's products or customers through the running server's operator routes, which call the same batch
// services as the integration API. Prints one line per file line and a summary; exits 1 when a line failed.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CliError, operatorCall, positiveInteger, runCommand } from './cli/operator-client';
import { customerCsv } from './cli/customer-csv';
import { headerProblems, importCsv, type BatchResult, type CsvImportKind, type LineOutcome } from './cli/csv-import';
import { reportLine, summary } from './cli/import-report';
import { productCsv } from './cli/product-csv';
import { readCsv } from './cli/read-csv';

const USAGE = `Uso:
  npm run import -- catalogue --partner 1 produtos.csv
  npm run import -- customers --partner 1 clientes.csv
As colunas estão no README ("Importar por CSV"); exemplos em docs/samples/.
Variáveis: BALCAO_URL (padrão http://localhost:8080), OPERATOR_SECRET (padrão: o arquivo operator-secret em DATA_DIR, .data).`;

const KINDS: Record<string, { kind: CsvImportKind; path: string; body: string }> = {
  catalogue: { kind: productCsv, path: 'products', body: 'products' },
  customers: { kind: customerCsv, path: 'customers', body: 'customers' },
};

function readFile(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch {
    throw new CliError(`Não foi possível ler o arquivo ${path}.`);
  }
}

function print(outcomes: LineOutcome[]): void {
  for (const outcome of outcomes) console.log(reportLine(outcome));
  console.log(summary(outcomes));
}

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { partner: { type: 'string' } } });
  const chosen = KINDS[positionals[0] ?? ''];
  if (!chosen || positionals.length !== 2) throw new CliError(USAGE);
  const partner = positiveInteger(values.partner, 'partner', USAGE);
  const file = readCsv(readFile(positionals[1]));
  const problems = headerProblems(file.columns, chosen.kind);
  if (problems.length) throw new CliError(`${problems.join('\n')}\n${USAGE}`);
  if (file.encoding !== 'UTF-8') console.error('O arquivo não está em UTF-8: lido como Windows-1252 (o "CSV" do Excel). Prefira salvar como "CSV UTF-8".');
  const send = async (rows: unknown[]) =>
    ((await operatorCall('POST', `/partners/${partner}/${chosen.path}/batch`, { [chosen.body]: rows })) as { results: BatchResult[] }).results;
  const progress = ({ sent, total }: { sent: number; total: number }) => {
    if (total > chosen.kind.batchSize) console.error(`… ${sent.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} linhas enviadas`);
  };
  try {
    const outcomes = await importCsv(file, chosen.kind, send, progress);
    print(outcomes);
    return outcomes.some((outcome) => outcome.status === 'error') ? 1 : 0;
  } catch (error) {
    const { outcomes, unsentFromLine } = error as { outcomes?: LineOutcome[]; unsentFromLine?: number };
    if (!outcomes) throw error;
    print(outcomes);
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`${reason}\nA importação parou: da linha ${unsentFromLine} em diante nada foi importado. Rode de novo o arquivo inteiro (o que já entrou fica sem mudança).`);
  }
}

await runCommand(USAGE, () => run(process.argv.slice(2)));
