// How `npm run import` reads a spreadsheet's CSV (no server): encodings, separators, quotes, Brazilian numbers and
// dates, nested columns, and lines that cannot be read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerCsv } from '../../server/src/cli/customer-csv';
import { headerProblems } from '../../server/src/cli/csv-import';
import { productCsv } from '../../server/src/cli/product-csv';
import { readCsv, type CsvRecord } from '../../server/src/cli/read-csv';

const ROOT = join(import.meta.dirname, '../..');
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const records = (text: string) => readCsv(utf8(text)).lines as CsvRecord[];

describe('reading a CSV', () => {
  it('takes the header of a UTF-8 file with a BOM, written by hand with accents and spaces', () => {
    const file = readCsv(utf8('\ufeffCódigo;Preço de Venda\nA1;12,50\n'));
    expect(file.columns).toEqual(['codigo', 'preco_de_venda']);
    expect(file.lines).toEqual([{ line: 2, cells: { codigo: 'A1', preco_de_venda: '12,50' } }]);
  });

  it('finds a comma separator, and keeps a quoted decimal comma in its field', () => {
    expect(records('codigo,preco_venda\nA1,"12,50"\n')[0].cells).toEqual({ codigo: 'A1', preco_venda: '12,50' });
  });

  it('reads a Windows-1252 file (Excel\'s plain CSV) and says so', () => {
    const file = readCsv(Buffer.from([...Buffer.from('nome\n', 'latin1'), ...Buffer.from('Feijão\n', 'latin1')]));
    expect(file.encoding).toBe('Windows-1252');
    expect((file.lines[0] as CsvRecord).cells.nome).toBe('Feijão');
  });

  it('numbers each line by where it starts in the file, past blank lines and a field spanning two lines', () => {
    const lines = records('codigo;nome\n\nA1;"duas\nlinhas"\nA2;x\n');
    expect(lines.map((line) => line.line)).toEqual([3, 5]);
  });

  it('answers a line with more fields than the header as an error of that line only', () => {
    const file = readCsv(utf8('codigo;nome\nA1;x;sobra\nA2;y\n'));
    expect(file.lines).toEqual([
      { line: 2, error: 'A linha tem 3 colunas e o cabeçalho, 2: confira o separador e as aspas.' },
      { line: 3, cells: { codigo: 'A2', nome: 'y' } },
    ]);
  });

  it('answers a quote never closed as an error of the line it opens on, after the lines before it', () => {
    const file = readCsv(utf8('codigo;nome\nA1;x\n"A2;y\nA3;z\n'));
    expect(file.lines).toEqual([
      { line: 2, cells: { codigo: 'A1', nome: 'x' } },
      { line: 3, error: 'Aspas abertas nesta linha e nunca fechadas: o resto do arquivo ficou dentro delas.' },
    ]);
  });
});

describe('a catalogue line', () => {
  const line = (cells: Record<string, string>) =>
    productCsv.row({ codigo: 'A1', nome: 'Arroz', familia: 'Arroz', marca: 'M', departamento: 'D', embalagens: 'CX:12|UN:1', preco_tabela: '12,90', preco_venda: '1.011,50', ...cells });

  it('becomes the batch row: packages, tiers and prices from Brazilian numbers, a Brazilian date', () => {
    const row = line({ embalagens: 'FD:6:17891234567892|UN:1', promocoes: '10-49:28,50|50-999:27,9', validade: '31/01/2027', vencimento_proximo: 'sim', estoque: '1.200' });
    expect(row).toMatchObject({
      packages: [{ unit: 'FD', quantity: 6, barcode: '17891234567892' }, { unit: 'UN', quantity: 1 }],
      prices: { list: 12.9, sales: 1011.5, promotions: [{ minQuantity: 10, maxQuantity: 49, price: 28.5 }, { minQuantity: 50, maxQuantity: 999, price: 27.9 }] },
      availability: { available: true, stock: 1200 },
      shortDated: true,
      validity: '2027-01-31',
    });
  });

  it('refuses a price that is not a number, naming its column', () => {
    expect(() => line({ preco_venda: 'doze' })).toThrow(expect.objectContaining({ column: 'preco_venda', message: 'Número inválido: "doze". Escreva, por exemplo, 12,50.' }));
  });

  it('refuses a package without its quantity, saying how to write one', () => {
    expect(() => line({ embalagens: 'CX' })).toThrow(expect.objectContaining({ column: 'embalagens' }));
  });

  it('refuses a yes-or-no column with another word', () => {
    expect(() => line({ ativo: 'talvez' })).toThrow('Valor inválido: "talvez". Use sim ou não.');
  });

  it('names the column of a field the server finds wrong', () => {
    expect(productCsv.columnOf('prices.promotions.0.price')).toBe('promocoes');
    expect(productCsv.columnOf('packages.1.quantity')).toBe('embalagens');
    expect(productCsv.columnOf('prices.sales')).toBe('preco_venda');
  });

  it('has a header with unknown or missing columns listed', () => {
    expect(headerProblems(['codigo', 'nome', 'preco'], productCsv)).toEqual([
      expect.stringMatching(/^Colunas desconhecidas: preco\. As colunas possíveis são: codigo, nome,/),
      'Faltam as colunas: familia, marca, departamento, embalagens, preco_tabela, preco_venda.',
    ]);
  });
});

describe('a customers line', () => {
  it('becomes the batch row: phones and plans split, credit from a Brazilian number, one address', () => {
    const row = customerCsv.row({
      cpf_cnpj: '11.444.777/0001-61', razao_social: 'Mercado', whatsapp: '(11) 98877-6655|(11) 97766-5544', planos: '11|12', credito: '1.500,00',
      rua: 'Rua A', numero: '1', bairro: 'Centro', cidade: 'Santos', uf: 'SP', cep: '11010-000',
    });
    expect(row).toMatchObject({
      taxId: '11.444.777/0001-61',
      whatsappNumbers: ['(11) 98877-6655', '(11) 97766-5544'],
      paymentPlanIds: [11, 12],
      credit: 1500,
      addresses: [{ street: 'Rua A', number: '1', district: 'Centro', city: 'Santos', state: 'SP', cep: '11010-000' }],
    });
  });

  it('is keyed by the bare tax id, so the same customer typed two ways is one', () => {
    expect(customerCsv.key({ cpf_cnpj: '11.444.777/0001-61' })).toBe(customerCsv.key({ cpf_cnpj: '11444777000161' }));
  });
});

describe('the sample files', () => {
  it('are shown in the README as they are', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    for (const sample of ['products.csv', 'customers.csv']) {
      expect(readme).toContain(`\`\`\`csv\n${readFileSync(join(ROOT, 'docs/samples', sample), 'utf8').replace(/^\ufeff/, '')}\`\`\``);
    }
  });
});
