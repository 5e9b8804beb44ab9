// `npm run import` against a real listening server (the app on the test database): the command reads the CSV and
// sends its lines through the operator routes, as it does beside a running `npm start`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServer } from './helpers';
import { useOperatorCli } from './operator-cli-helpers';

const s = useServer();
const cli = useOperatorCli(s, 'import-cli.ts');
const SAMPLES = join(import.meta.dirname, '../../docs/samples');
const HEADER = 'codigo;nome;familia;marca;departamento;embalagens;preco_tabela;preco_venda';

const importFile = (kind: string, file: string, partner = '1') => cli([kind, '--partner', partner, file]);

function csvFile(content: string | Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'balcao-csv-')), 'arquivo.csv');
  writeFileSync(path, content);
  return path;
}

const product = (code: string) => s.db.query<{ name: string; sales_price: number; list_price: number; packages: { label: string }[]; promotions: unknown[]; validity: string | null }>(
  'SELECT name, sales_price::float AS sales_price, list_price::float AS list_price, packages, promotions, validity::text AS validity FROM products WHERE partner_id = 1 AND code = $1',
  [code],
).then((rows) => rows[0]);

describe('npm run import -- catalogue', () => {
  it('imports the sample file: every line created, with its packages, tiers, decimal-comma prices and date', async () => {
    const { code, stdout } = await importFile('catalogue', join(SAMPLES, 'products.csv'));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^linha 2\tARZ-5\tcriado$/m);
    expect(stdout.trim().split('\n').at(-1)).toBe('4 linhas: 4 criadas, 0 atualizadas, 0 sem mudança, 0 com erro.');
    expect(await product('OLE-900')).toMatchObject({ name: 'Óleo de soja 900 ml; garrafa PET', sales_price: 7.79, list_price: 8.2, validity: '2027-01-31' });
    expect((await product('ARZ-5')).promotions).toEqual([{ minQuantity: 10, maxQuantity: 49, price: 28.5 }, { minQuantity: 50, maxQuantity: 999, price: 27.9 }]);
  }, 30_000);

  it('imports the same file again as unchanged', async () => {
    await importFile('catalogue', join(SAMPLES, 'products.csv'));
    const { code, stdout } = await importFile('catalogue', join(SAMPLES, 'products.csv'));
    expect(code).toBe(0);
    expect(stdout.trim().split('\n').at(-1)).toBe('4 linhas: 0 criadas, 0 atualizadas, 4 sem mudança, 0 com erro.');
  }, 30_000);

  it('reports each bad line with its number, column and message, imports the good ones, and exits 1', async () => {
    const file = csvFile([
      HEADER,
      'B-1;Bom;F;M;D;UN:1;10,00;9,00',
      'B-2;Preço alto;F;M;D;UN:1;10,00;11,00',
      'B-3;Preço torto;F;M;D;UN:1;10,00;nove',
      'B-1;Repetido;F;M;D;UN:1;10,00;9,00',
      'B-4;Sem família;;M;D;UN:1;10,00;9,00',
      'B-5;Também bom;F;M;D;CX:12|UN:1;10,00;9,50',
    ].join('\n'));
    const { code, stdout } = await importFile('catalogue', file);
    expect(code).toBe(1);
    expect(stdout.trim().split('\n')).toEqual([
      'linha 2\tB-1\tcriado',
      'linha 3\tB-2\terro\tcoluna preco_venda: O preço de venda não pode passar do preço de tabela.',
      'linha 4\tB-3\terro\tcoluna preco_venda: Número inválido: "nove". Escreva, por exemplo, 12,50.',
      'linha 5\tB-1\terro\tRepete a linha 2: vale só a primeira.',
      'linha 6\tB-4\terro\tcoluna familia: Informe a família.',
      'linha 7\tB-5\tcriado',
      '6 linhas: 2 criadas, 0 atualizadas, 0 sem mudança, 4 com erro.',
    ]);
    expect((await product('B-5')).packages.map((pkg) => pkg.label)).toEqual(['CX 12 UN', 'UN']);
  }, 30_000);

  it('sends a long file in batches of 1,000, saying how far it got', async () => {
    const lines = Array.from({ length: 1_500 }, (_, index) => `L-${index};Produto ${index};F;M;D;UN:1;10,00;9,00`);
    const { code, stdout, stderr } = await importFile('catalogue', csvFile([HEADER, ...lines].join('\r\n')));
    expect(code).toBe(0);
    expect(stderr).toContain('… 1.000 de 1.500 linhas enviadas');
    expect(stderr).toContain('… 1.500 de 1.500 linhas enviadas');
    expect(stdout.trim().split('\n').at(-1)).toBe('1.500 linhas: 1.500 criadas, 0 atualizadas, 0 sem mudança, 0 com erro.');
  }, 60_000);

  it('refuses a file with an unknown column before sending anything', async () => {
    const { code, stderr } = await importFile('catalogue', csvFile(`${HEADER};preco\nX;Y;F;M;D;UN:1;1;1;1\n`));
    expect(code).toBe(2);
    expect(stderr).toMatch(/^Colunas desconhecidas: preco\./);
    expect(await product('X')).toBeUndefined();
  }, 30_000);

  it('says the partner is unknown', async () => {
    const { code, stderr } = await importFile('catalogue', join(SAMPLES, 'products.csv'), '999');
    expect(code).toBe(2);
    expect(stderr).toContain('Parceiro não encontrado.');
  }, 30_000);
});

describe('npm run import -- customers', () => {
  it('imports the sample file: each customer created with its phones, address, plans and credit for the partner', async () => {
    const { code, stdout } = await importFile('customers', join(SAMPLES, 'customers.csv'));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^linha 2\t11444803000151\tcriado$/m);
    expect(stdout.trim().split('\n').at(-1)).toBe('3 linhas: 3 criadas, 0 atualizadas, 0 sem mudança, 0 com erro.');
    const [terms] = await s.db.query<{ payment_plan_ids: number[]; credit: number; phones: string[]; ceps: string[] }>(
      `SELECT pc.payment_plan_ids, pc.credit::float AS credit,
              (SELECT array_agg(phone ORDER BY phone) FROM customer_phones WHERE customer_id = c.id) AS phones,
              (SELECT array_agg(cep) FROM customer_addresses WHERE customer_id = c.id) AS ceps
       FROM customers c JOIN partner_customers pc ON pc.customer_id = c.id AND pc.partner_id = 1 WHERE c.tax_id = '11444803000151'`,
    );
    expect(terms).toEqual({ payment_plan_ids: [11, 12], credit: 1500, phones: ['11977665544', '11988776655'], ceps: ['01001000'] });
  }, 30_000);

  it('answers a wrong tax id on its line and imports the others', async () => {
    const file = csvFile('cpf_cnpj,razao_social\n123.456.789-00,Paula\n398.765.432-53,Renata Alves\n');
    const { code, stdout } = await importFile('customers', file);
    expect(code).toBe(1);
    expect(stdout.trim().split('\n')).toEqual([
      'linha 2\t12345678900\terro\tCPF ou CNPJ inválido.',
      'linha 3\t39876543253\tcriado',
      '2 linhas: 1 criada, 0 atualizadas, 0 sem mudança, 1 com erro.',
    ]);
  }, 30_000);
});
