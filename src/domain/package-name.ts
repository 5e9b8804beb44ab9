// How texts name a package: its unit abbreviation ('CX' of 'CX 12 UN') and one of it with
// its article ('uma caixa' of 'Caixa com 12 unidades'), for 'Sugerido: 6 CX' and the
// stepper's 'Adicionar uma caixa de …'.
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

/** 'uma caixa', 'uma unidade', 'um fardo': the package's noun (its description's first word) with its article. */
export function onePackage(pkg: NamedPackage | undefined): string {
  if (!pkg) return `uma ${FALLBACK_NOUN.UNIT}`;
  const word = firstWord(pkg.description).toLocaleLowerCase('pt-BR');
  const noun = /^\p{L}+$/u.test(word) ? word : FALLBACK_NOUN[pkg.packageType];
  return `${FEMININE.test(noun) ? 'uma' : 'um'} ${noun}`;
}
