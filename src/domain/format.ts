// Display formats: BRL money, DD/MM/YYYY dates, cut texts, partner names, weights, phones, slip lines.

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** Below half a cent an amount shows as zero, and without a minus ('R$ 0,00', never '-R$ 0,00'). */
const HALF_CENT = 0.005;
const twoDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one BRL amount format: 'R$\u00a01.234,56', '-R$\u00a05,00'. */
export function formatBrl(value: number): string {
  // A non-breaking space, whichever space the engine's locale data uses: a narrow card never wraps 'R$' apart.
  return brl.format(Math.abs(value) < HALF_CENT ? 0 : value).replace(/\s/g, NBSP);
}

const NBSP = '\u00a0';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

const saoPauloDay = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

// An instant with a zone ('…T02:30:00Z', '…-03:00'): the server answers order times in UTC.
const INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/;

/**
 * DD/MM/YYYY. An instant is shown on its São Paulo day (the distributors' business
 * day); a plain 'YYYY-MM-DD' is read as written; DD/MM/YYYY is kept; anything
 * unparsable gives ''.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    if (/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return value;
    if (INSTANT.test(value)) {
      const instant = new Date(value);
      return Number.isNaN(instant.getTime()) ? '' : saoPauloDay.format(instant);
    }
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
    return '';
  }
  if (Number.isNaN(value.getTime())) return '';
  return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()}`;
}

export function cutText(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export function partnerDisplayName(name: string): string {
  return name.replace(/_/g, ' ');
}

/** '7,50 kg', or '+/- 7,50 kg' for variable-weight products. */
export function formatWeight(kilograms: number, variableWeight: boolean): string {
  const text = `${twoDecimals.format(kilograms)} kg`;
  return variableWeight ? `+/- ${text}` : text;
}

/** The typed line as printed on the slip: 00000.00000 00000.000000 00000.000000 0 00000000000000. */
export function formatSlipLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}

const saoPauloMinute = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD/MM/YYYY HH:mm of an instant, in São Paulo time; '' for anything unparsable. */
export function formatDateTime(value: Date | string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const parts = Object.fromEntries(saoPauloMinute.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** '27/11' and '14:05' of an instant, in São Paulo time (a quiet line needs no year). */
export function dayAndTime(value: Date): { day: string; time: string } {
  const [date = '', time = ''] = formatDateTime(value).split(' ');
  return { day: date.slice(0, 5), time };
}
