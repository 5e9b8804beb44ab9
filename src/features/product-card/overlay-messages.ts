// Texts of the card's overlays (gallery, additional info, sector dialog): loaded with them.
// Texts quoted by the spec [commerce §8] are kept literally; the others are ours.

export const overlayMessages = {
  galleryTitle: (family: string) => `Imagens de ${family}`,
  imageOf: (index: number, count: number) => `Imagem ${index} de ${count}`,
  previousImage: 'Imagem anterior',
  nextImage: 'Próxima imagem',
  close: 'Fechar',
  infoTitle: 'Mais informações',
  barcode: 'Código de barras',
  noBarcode: 'Sem código de barras',
  copyBarcode: 'Copiar código de barras',
  barcodeCopied: 'Código de barras copiado!',
  barcodeCopyFailed: 'Não foi possível copiar o código de barras.',
  technicalInfo: 'Informações técnicas',
  loadingInfo: 'Carregando informações…',
  infoUnavailable: 'Não foi possível carregar as informações técnicas. Verifique sua conexão.',
  noTechnicalInfo: 'Sem informações técnicas.',
  classifyTitle: (family: string) => `Classificar ${family}`,
  sectors: 'Setores',
  noSectors: 'Não há setores disponiveis para categorização!',
  classifyFailed: 'Algo inesperado aconteceu! Tente novamente...',
  classifyHint: 'Escolha o setor desta família. Escolher o setor atual tira a família dele.',
  classified: (sector: string) => `Produto classificado em ${sector}.`,
  unclassified: (sector: string) => `Família retirada de ${sector}.`,
  loadingSectors: 'Carregando setores…',
  cancel: 'Cancelar',
} as const;
