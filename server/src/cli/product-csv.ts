// The catalogue CSV's columns (README, "Importar por CSV"): one product a line, as the catalogue batch takes it.
import { MAX_PRODUCTS_PER_BATCH } from '../domain/product-row';
import { CellError, date, decimal, integer, list, textOf, yesNo } from './csv-cells';
import type { CsvImportKind } from './csv-import';

/** Column → the batch row's field it fills; the more specific field first, so a wrong field finds its column. */
const FIELD_OF_COLUMN: [column: string, field: string][] = [
  ['codigo', 'code'],
  ['nome', 'name'],
  ['familia', 'family'],
  ['marca', 'brand'],
  ['departamento', 'department'],
  ['categoria', 'category'],
  ['codigo_barras', 'barcode'],
  ['unidade_venda', 'salesUnit'],
  ['peso_variavel', 'variableWeight'],
  ['embalagens', 'packages'],
  ['preco_tabela', 'prices.list'],
  ['preco_venda', 'prices.sales'],
  ['promocoes', 'prices.promotions'],
  ['disponivel', 'availability.available'],
  ['estoque', 'availability.stock'],
  ['vencimento_proximo', 'shortDated'],
  ['validade', 'validity'],
  ['ativo', 'active'],
  ['imagens', 'images'],
];

/** `CX:12:17891234567892` → a package: unit, quantity and, optionally, its own barcode. */
function packageOf(text: string) {
  const parts = text.split(':').map((part) => part.trim());
  if (parts.length < 2 || parts.length > 3) {
    throw new CellError('embalagens', `Embalagem inválida: "${text}". Use UNIDADE:QUANTIDADE[:CÓDIGO DE BARRAS], por exemplo CX:12|UN:1.`);
  }
  return { unit: parts[0], quantity: integer(parts[1], 'embalagens'), barcode: textOf(parts[2]) };
}

/** `24-119:10,90` → a promotion tier: from 24 to 119 units at R$ 10,90. */
function tierOf(text: string) {
  const match = /^(\d+)\s*-\s*(\d+)\s*:\s*(.+)$/.exec(text);
  if (!match) throw new CellError('promocoes', `Faixa de promoção inválida: "${text}". Use MÍNIMO-MÁXIMO:PREÇO, por exemplo 24-119:10,90.`);
  return { minQuantity: Number(match[1]), maxQuantity: Number(match[2]), price: decimal(match[3], 'promocoes') };
}

function productRow(cells: Record<string, string>) {
  const cell = (column: string) => cells[column] ?? '';
  const available = yesNo(cell('disponivel'), 'disponivel');
  const stock = integer(cell('estoque'), 'estoque');
  return {
    code: textOf(cell('codigo')),
    name: textOf(cell('nome')),
    family: textOf(cell('familia')),
    brand: textOf(cell('marca')),
    department: textOf(cell('departamento')),
    category: textOf(cell('categoria')),
    barcode: textOf(cell('codigo_barras')),
    salesUnit: textOf(cell('unidade_venda').toUpperCase()),
    variableWeight: yesNo(cell('peso_variavel'), 'peso_variavel'),
    packages: cell('embalagens') ? list(cell('embalagens')).map(packageOf) : undefined,
    prices: {
      list: decimal(cell('preco_tabela'), 'preco_tabela'),
      sales: decimal(cell('preco_venda'), 'preco_venda'),
      promotions: list(cell('promocoes')).map(tierOf),
    },
    availability: available === undefined && stock === undefined ? undefined : { available: available ?? true, stock: stock ?? null },
    shortDated: yesNo(cell('vencimento_proximo'), 'vencimento_proximo'),
    validity: date(cell('validade'), 'validade'),
    active: yesNo(cell('ativo'), 'ativo'),
    images: list(cell('imagens')),
  };
}

export const productCsv: CsvImportKind = {
  columns: FIELD_OF_COLUMN.map(([column]) => column),
  required: ['codigo', 'nome', 'familia', 'marca', 'departamento', 'embalagens', 'preco_tabela', 'preco_venda'],
  key: (cells) => textOf(cells.codigo ?? ''),
  row: productRow,
  columnOf: (field) => FIELD_OF_COLUMN.find(([, name]) => field === name || field.startsWith(`${name}.`))?.[0],
  batchSize: MAX_PRODUCTS_PER_BATCH,
};
