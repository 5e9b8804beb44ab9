// Every user-facing text of the home screen. Texts quoted by the specs are kept
// literally; the others are ours (the specs give none).

export const catalogueMessages = {
  partnerBar: (partner: string) => `Você está em ${partner}`,
  homeTitle: 'Início',
  lanesNav: 'Listas de produtos',
  tabs: {
    history: 'Histórico',
    suggestions: 'Sugestões',
    promotions: 'Ofertas',
    'datas-curtas': 'Datas Curtas',
  },
  emptyLane: {
    history: 'Você ainda não tem compras por aqui.',
    suggestions: 'Nenhuma sugestão por enquanto.',
    promotions: 'Nenhuma oferta por enquanto.',
    'datas-curtas': 'Nenhum produto com data curta por enquanto.',
  },
  sortLabel: 'Ordenar histórico',
  sortRelevance: 'Relevância',
  sortAlphabetical: 'Alfabético',
  /** the toggle names the size it switches to */
  cardSizeTo: { large: 'Cards grandes', small: 'Cards pequenos' },
  support: 'Fale conosco',
  quickOrder: 'Pedido rápido',
  searchField: 'Buscar produtos',
  banners: 'Destaques',
  previousBanner: 'Banner anterior',
  nextBanner: 'Próximo banner',
  goToBanner: (n: number) => `Ir para o banner ${n}`,
  /** a banner the API gives no headline for */
  bannerLabel: (n: number, total: number) => `Banner ${n} de ${total}`,
  categories: 'Categorias',
  brands: 'Marcas',
  pauseBrands: 'Pausar marcas',
  playBrands: 'Retomar marcas',
  previousProducts: (lane: string) => `Produtos anteriores de ${lane}`,
  nextProducts: (lane: string) => `Próximos produtos de ${lane}`,
  loading: 'Carregando produtos',
  /** [commerce] lanes page to their end, 13 products a page */
  more: 'Ver mais',
  moreLoading: 'Carregando…',
  moreFailed: 'Não foi possível carregar mais produtos.',
  moreOffline: 'Sem conexão: mais produtos quando a internet voltar.',
  filtersLabel: (lane: string) => `Filtrar ${lane}`,
  catalogueProgress: 'Baixando catálogo…',
  catalogueProgressLabel: 'Progresso do download do catálogo',
  refreshFailed: 'Não foi possível atualizar a página inicial.',
  retry: 'Tentar novamente',
} as const;

export type LaneId = keyof typeof catalogueMessages.tabs;
