// The import's report: one line per file line, then a summary, in Portuguese (the distributor reads it).
import type { LineOutcome, LineStatus } from './csv-import';

const STATUS_WORD: Record<LineStatus, string> = { created: 'criado', updated: 'atualizado', unchanged: 'sem mudança', error: 'erro' };

const count = (value: number) => value.toLocaleString('pt-BR');

export function reportLine({ line, key, status, message, column }: LineOutcome): string {
  const where = column ? `coluna ${column}: ` : '';
  return [`linha ${line}`, key ?? '—', STATUS_WORD[status], ...(message ? [`${where}${message}`] : [])].join('\t');
}

export function summary(outcomes: LineOutcome[]): string {
  const by = (status: LineStatus) => outcomes.filter((outcome) => outcome.status === status).length;
  const lines = outcomes.length === 1 ? '1 linha' : `${count(outcomes.length)} linhas`;
  return `${lines}: ${count(by('created'))} criadas, ${count(by('updated'))} atualizadas, ${count(by('unchanged'))} sem mudança, ${count(by('error'))} com erro.`;
}
