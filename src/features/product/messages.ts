// Texts of the product detail and the product purchase history. Texts quoted by the spec
// ('Produto', 'Similares', 'Histórico de compra') are kept literally; the others are ours.

export const productMessages = {
  productTab: 'Produto',
  similarTab: 'Similares',
  tabsLabel: 'Produto e similares',
  loadingProduct: 'Carregando produto…',
  loadingSimilar: 'Carregando similares…',
  noSimilar: 'Nenhum produto similar.',
  similarUnavailable: 'Não foi possível carregar os similares. Verifique sua conexão.',
  moreSimilar: 'Ver mais similares',
  historyTitle: 'Histórico de compra',
  chartTitle: 'Quantidade comprada por mês, últimos 12 meses',
  chartMonth: 'Mês',
  chartQuantity: 'Quantidade',
  chartSummary: (total: number, best: string | null) =>
    total === 0 ? 'Nenhuma compra nos últimos 12 meses.' : `${total} nos últimos 12 meses${best ? `; mais em ${best}` : ''}.`,
  chartMonthName: (month: string, year: number) => `${month} de ${year}`,
  loadingHistory: 'Carregando histórico…',
  noHistory: 'Você ainda não comprou este produto.',
  historyUnavailable: 'Não foi possível carregar o histórico. Verifique sua conexão.',
  moreHistory: 'Ver mais compras',
  historyHint: 'Toque em uma compra para pôr a mesma quantidade e embalagem no carrinho.',
  date: 'Data',
  purchase: 'Compra',
  /** a row's accessible name: what tapping it does ('12/03/2026: 8 caixas de 10 UN. Pôr no carrinho') */
  repeatPurchase: (date: string, counted: string) => `${date}: ${counted}. Pôr no carrinho`,
  /** what a tap put in the cart: 'No carrinho: 8 caixas de 10 UN (80 UN).' */
  setInCart: (counted: string, contents: string | null) => `No carrinho: ${counted}${contents ? ` (${contents})` : ''}.`,
  undo: 'Desfazer',
  packageGone: 'Esta embalagem não é mais vendida.',
} as const;
