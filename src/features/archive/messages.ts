// Every user-facing text of the archive. Texts quoted by the spec are kept literally
// ('Item arquivado!', 'Desfazer', 'Arquivados', 'Limpar Arquivados'); the others are ours.

export const archiveMessages = {
  archived: 'Item arquivado!',
  unarchived: 'Item desarquivado!',
  undo: 'Desfazer',
  archive: 'Arquivar',
  archiveProduct: (name: string) => `Arquivar ${name}`,
  unarchive: 'Desarquivar',
  unarchiveProduct: (name: string) => `Desarquivar ${name}`,
  title: 'Arquivados',
  titleWithCount: (count: number) => `Arquivados (${count})`,
  clear: 'Limpar Arquivados',
  empty: 'Nenhum item arquivado.',
  items: 'Itens arquivados',
  swipeBackHint: 'Deslize para a direita para desarquivar.',
} as const;
