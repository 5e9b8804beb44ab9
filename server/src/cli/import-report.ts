// The import's report: one line per file line, then a summary, in Portuguese (the distributor reads it).
import type { LineOutcome, LineStatus } from './csv-import';

const STATUS_WORD: Record<LineStatus, string> = { created: 'criado', updated: 'atualizado', unchanged: 'sem mudança', error: 'erro' };

/** '1 linha', '0 linhas', '1.500 linhas': Portuguese takes the singular for one alone. */
const counted = (value: number, one: string, many: string) => `${value.toLocaleString('pt-BR')} ${value === 1 ? one : many}`;

export function reportLine({ line, key, status, message, column }: LineOutcome): string {
  const where = column ? `coluna ${column}: ` : '';
  return [`linha ${line}`, key ?? '—', STATUS_WORD[status], ...(message ? [`${where}${message}`] : [])].join('\t');
}

export function summary(outcomes: LineOutcome[]): string {
  const by = (status: LineStatus) => outcomes.filter((outcome) => outcome.status === status).length;
  return (
    `${counted(outcomes.length, 'linha', 'linhas')}: ${counted(by('created'), 'criada', 'criadas')}, ` +
    `${counted(by('updated'), 'atualizada', 'atualizadas')}, ${counted(by('unchanged'), 'sem mudança', 'sem mudança')}, ` +
    `${counted(by('error'), 'com erro', 'com erro')}.`
  );
}
