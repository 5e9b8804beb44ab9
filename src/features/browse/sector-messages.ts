// Texts of the sectors. Texts quoted by the spec are kept literally; the others are ours.
export const sectorMessages = {
  drawerTitle: 'Setores',
  openDrawer: 'Setores',
  openDrawerWith: (name: string) => `Setor: ${name}`,
  classify: 'Classificar',
  reclassify: 'Reclassificar',
  classifyTitle: (family: string) => `Classificar ${family}`,
  classifyHint: 'Escolha o setor desta família. Escolher o setor atual tira a família dele.',
  noSectors: 'Não há setores disponiveis para categorização!',
  failed: 'Algo inesperado aconteceu! Tente novamente...',
  sectorOf: 'Setor:',
  noSector: 'Sem setor',
  cancel: 'Cancelar',
  close: 'Fechar',
  search: 'Buscar setor',
  noMatch: 'Nenhum setor encontrado.',
  noProducts: 'Nenhum produto neste setor.',
} as const;
