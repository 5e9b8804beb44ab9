// Every user-facing text of the archive. Texts quoted by the spec are kept literally
// ('Item arquivado!', 'Desfazer', 'Arquivados', 'Limpar Arquivados'); the others are ours.

export const archiveMessages = {
  archived: 'Item arquivado!',
  unarchived: 'Item desarquivado!',
  archive: 'Arquivar',
  /** the code tells two cards of one family apart: 'Arquivar Azeite de Oliva 500ml, cód. 1234' */
  archiveProduct: (name: string, code: string) => `Arquivar ${name}, cód. ${code}`,
  unarchive: 'Desarquivar',
  unarchiveProduct: (name: string, code: string) => `Desarquivar ${name}, cód. ${code}`,
  /** the group of a card and its button */
  item: (name: string, code: string) => `${name}, cód. ${code}`,
  title: 'Arquivados',
  titleWithCount: (count: number) => `Arquivados (${count})`,
  clear: 'Limpar Arquivados',
  empty: 'Nenhum item arquivado.',
  items: 'Itens arquivados',
  swipeBackHint: 'Deslize para a direita para desarquivar.',
} as const;
