// The customers CSV's columns (README, "Importar por CSV"): one customer a line, with at most one address (a
// second address comes from importing the customer again: addresses are added, never removed).
import { stripTaxIdPunctuation } from '../../../src/domain/tax-id';
import { MAX_BATCH_CUSTOMERS } from '../domain/customer-batch-row';
import { decimal, integer, list, textOf, yesNo } from './csv-cells';
import type { CsvImportKind } from './csv-import';

const ADDRESS_COLUMNS = ['rua', 'numero', 'complemento', 'bairro', 'cidade', 'uf', 'cep'];

function customerRow(cells: Record<string, string>) {
  const cell = (column: string) => cells[column] ?? '';
  const hasAddress = ADDRESS_COLUMNS.some((column) => cell(column) !== '');
  return {
    taxId: textOf(cell('cpf_cnpj')),
    name: textOf(cell('razao_social')),
    tradeName: textOf(cell('nome_fantasia')),
    email: textOf(cell('email')),
    whatsappNumbers: list(cell('whatsapp')),
    addresses: hasAddress
      ? [{ street: cell('rua'), number: cell('numero'), complement: cell('complemento'), district: cell('bairro'), city: cell('cidade'), state: cell('uf'), cep: cell('cep') }]
      : [],
    paymentPlanIds: cell('planos') ? list(cell('planos')).map((plan) => integer(plan, 'planos')) : undefined,
    credit: decimal(cell('credito'), 'credito'),
    blocked: yesNo(cell('bloqueado'), 'bloqueado'),
  };
}

export const customerCsv: CsvImportKind = {
  columns: ['cpf_cnpj', 'razao_social', 'nome_fantasia', 'email', 'whatsapp', ...ADDRESS_COLUMNS, 'planos', 'credito', 'bloqueado'],
  required: ['cpf_cnpj', 'razao_social'],
  key: (cells) => textOf(stripTaxIdPunctuation(cells.cpf_cnpj ?? '')),
  row: customerRow,
  columnOf: () => undefined,
  batchSize: MAX_BATCH_CUSTOMERS,
};
