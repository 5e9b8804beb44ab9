// Texts of the quick order ('Pedido rápido', issue 21; ours: the spec has no such screen).
import type { LineProblem } from '../../domain/quick-order-lines';
import { QUICK_ORDER_MAX_ROWS } from '../../domain/quick-order-lines';

const items = (n: number) => (n === 1 ? '1 item' : `${n} itens`);

export const quickOrderMessages = {
  title: 'Pedido rápido',
  intro: 'Cole uma linha por produto: o código (ou o código de barras) e a quantidade e, se quiser, a embalagem. Por exemplo: 1010001 12 ou 1010001;12;CX 12 UN.',
  fieldLabel: 'Linhas do pedido',
  pickFile: 'Escolher arquivo CSV',
  check: 'Conferir',
  reportTitle: 'Conferência',
  readingCatalogue: 'Lendo o catálogo do aparelho…',
  partialCatalogue: 'O catálogo ainda está sendo baixado: os códigos que ainda não estão no aparelho são procurados no servidor.',
  searching: (n: number) => `Procurando ${n === 1 ? '1 código' : `${n} códigos`} no servidor…`,
  uncheckedOffline:
    'Sem internet, e o catálogo deste parceiro ainda não está todo no aparelho: os códigos que faltam nele não podem ser conferidos agora. Conecte-se à internet para conferi-los.',
  uncheckedFailed: 'Não foi possível procurar no servidor os códigos que faltam no aparelho.',
  searchAgain: 'Procurar de novo',
  refusal: {
    'too-large': `O texto é grande demais para um pedido rápido. Cole até ${QUICK_ORDER_MAX_ROWS} linhas de cada vez.`,
    binary: 'Isto não parece uma lista de produtos: há caracteres que não são texto. Confira o que foi colado ou escolha um arquivo CSV.',
    empty: 'Cole ou escreva pelo menos uma linha com código e quantidade.',
  },
  fileTooLarge: `O arquivo é grande demais. Escolha um CSV de até ${QUICK_ORDER_MAX_ROWS} linhas.`,
  fileUnreadable: 'Não foi possível ler o arquivo. Tente de novo ou cole as linhas.',
  fileRead: (name: string, encoding: 'utf-8' | 'utf-8-bom' | 'windows-1252') =>
    `Arquivo “${name}” lido${encoding === 'windows-1252' ? ' (acentos em Latin-1 convertidos)' : encoding === 'utf-8-bom' ? ' (UTF-8 com BOM)' : ''}.`,
  headerSkipped: 'A primeira linha é um cabeçalho e foi ignorada.',
  rowsLeftOut: (n: number) => `Só as primeiras ${QUICK_ORDER_MAX_ROWS} linhas foram lidas: ${n === 1 ? '1 ficou' : `${n} ficaram`} de fora.`,
  line: (n: number) => `Linha ${n}`,
  problem: {
    'no-quantity': 'Falta a quantidade.',
    'bad-quantity': 'Quantidade inválida: use só números inteiros.',
    'zero-quantity': 'Quantidade zero: nada a adicionar.',
    'bad-code': 'Código inválido.',
    'too-many-fields': 'Campos demais: use código, quantidade e embalagem.',
    'too-long': 'Linha longa demais.',
  } satisfies Record<LineProblem, string>,
  notFound: (code: string) => `Código ${code} não encontrado no catálogo.`,
  checking: (code: string) => `Procurando o código ${code} no servidor…`,
  unchecked: (code: string) => `Código ${code} não conferido: o catálogo ainda não está no aparelho.`,
  ready: 'Pronto',
  needsPackage: 'Falta escolher a embalagem',
  unavailable: (name: string) => `${name}: indisponível para este parceiro.`,
  repeated: (line: number) => `Produto repetido: a quantidade foi somada à linha ${line}.`,
  choosePackage: 'Escolha a embalagem',
  packageLabel: (line: number) => `Embalagem da linha ${line}`,
  unknownPackage: (hint: string) => `Embalagem “${hint}” não encontrada neste produto.`,
  cut: (from: number, to: number) => `Máximo 999 por produto: ${from} virou ${to}.`,
  inCart: (n: number) => `Já há ${n} no carrinho: a quantidade é somada.`,
  excessive: 'Quantidade fora do padrão de compra',
  summary: (ready: number, total: number) => `${items(ready)} pronto${ready === 1 ? '' : 's'} de ${total} linha${total === 1 ? '' : 's'}.`,
  add: (n: number) => `Adicionar ${items(n)} ao carrinho`,
  added: (n: number) => `${n === 1 ? '1 item adicionado' : `${n} itens adicionados`} ao carrinho.`,
  seeCart: 'Ver carrinho',
  readOnlyCart: 'O carrinho não aceita alterações agora.',
} as const;
