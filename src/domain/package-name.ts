// How texts name a package: its unit abbreviation ('CX' of 'CX 12 UN'), one of it with
// its article ('uma caixa' of 'Caixa com 12 unidades') and a count of it ('8 caixas de
// 12 UN'), for 'Sugerido: 6 CX', the stepper's 'Adicionar uma caixa de …' and purchases.
import type { Package } from './entities/catalogue';

type NamedPackage = Pick<Package, 'packageType' | 'label' | 'description'>;

const FALLBACK_NOUN: Record<Package['packageType'], string> = { BOX: 'caixa', UNIT: 'unidade' };
const FALLBACK_ABBREVIATION: Record<Package['packageType'], string> = { BOX: 'CX', UNIT: 'UN' };

function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0] ?? '';
}

/** The package's unit: the first word of its label ('CX 12 UN' → 'CX'), else CX or UN by its type. */
export function packageAbbreviation(pkg: NamedPackage): string {
  const word = firstWord(pkg.label);
  return /^\p{L}+$/u.test(word) ? word : FALLBACK_ABBREVIATION[pkg.packageType];
}

// Portuguese nouns ending so are feminine ('caixa', 'unidade', 'embalagem', 'peça'); the rest take 'um'.
const FEMININE = /(a|ade|agem|ção)$/;

/** The description's first word ('Caixa com 12 unidades' → 'caixa'), else a noun by the type, else 'embalagem'. */
function nounOf(pkg: Omit<NamedPackage, 'packageType'> & Partial<NamedPackage>): string {
  const word = firstWord(pkg.description).toLocaleLowerCase('pt-BR');
  if (/^\p{L}+$/u.test(word)) return word;
  return pkg.packageType ? FALLBACK_NOUN[pkg.packageType] : 'embalagem';
}

/** 'uma caixa', 'uma unidade', 'um fardo': the package's noun (its description's first word) with its article. */
export function onePackage(pkg: NamedPackage | undefined): string {
  if (!pkg) return `uma ${FALLBACK_NOUN.UNIT}`;
  const noun = nounOf(pkg);
  return `${FEMININE.test(noun) ? 'uma' : 'um'} ${noun}`;
}

// Enough of Portuguese plurals for package nouns: 'embalagem' → 'embalagens', 'pacote' → 'pacotes'.
function plural(noun: string): string {
  if (noun.endsWith('m')) return `${noun.slice(0, -1)}ns`;
  if (noun.endsWith('ão')) return `${noun.slice(0, -2)}ões`;
  if (/[rsz]$/.test(noun)) return `${noun}es`;
  if (noun.endsWith('l')) return `${noun.slice(0, -1)}is`;
  return `${noun}s`;
}

/**
 * '8 caixas de 10 UN', '1 peça de 1,5 kg', '3 unidades': how many of which package a quantity
 * counts. A purchase's quantity counts packages, so '8 UN' of 'CX 10 UN' hid 80 units.
 */
export function packagesCounted(quantity: number, pkg: Omit<NamedPackage, 'packageType'> & Partial<NamedPackage>): string {
  const noun = nounOf(pkg);
  const label = pkg.label.trim();
  const first = firstWord(label);
  const contents = /^\p{L}+$/u.test(first) ? label.slice(first.length).trim() : label;
  return `${quantity} ${quantity === 1 ? noun : plural(noun)}${contents ? ` de ${contents}` : ''}`;
}
