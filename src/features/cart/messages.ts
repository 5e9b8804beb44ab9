// Every user-facing text of the cart interactions, as the specs write them.

export const cartMessages = {
  excessiveTitle: 'Atenção!',
  excessiveSubtitle: 'Quantidade fora do padrão de compra',
  undo: 'Desfazer',
  itemRemoved: 'Item removido!',
  // cart screen [commerce §2] [commerce §4] [commerce §8]
  title: 'Carrinho',
  editingTitle: (number: string) => `Alterando pedido n° ${number}`,
  review: 'REVISAR PEDIDO',
  reviewChanges: 'REVISAR ALTERAÇÕES',
  cancelChanges: 'CANCELAR ALTERAÇÕES',
  changesDiscarded: 'Suas alterações foram descartadas.',
  empty: 'Seu carrinho está vazio :(',
  goShopping: 'Ver produtos',
  loadError: 'Erro ao buscar o carrinho.',
  viewOnlyTitle: 'Modo de visualização',
  understood: 'Entendi',
  outdatedBanner: 'Seu cadastro precisa ser atualizado.',
  // ours: the specs give no text for these
  items: 'Itens do carrinho',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'itens'}`,
  estimatedTotal: 'Total estimado',
  estimateNote: 'Valor calculado no aparelho; o total final aparece na revisão do pedido.',
  checkoutNeedsInternet: 'A revisão do pedido precisa de internet.',
  outdatedContact: 'Fale conosco',
  missingProduct: (productId: number) => `Produto ${productId}`,
  missingProductNote: 'Os dados deste produto ainda não estão no aparelho.',
  packagesInCart: (count: number) => `${count} ${count === 1 ? 'embalagem' : 'embalagens'} no carrinho`,
  discarding: 'Descartando...',
  removeItem: (family: string) => `Remover ${family} do carrinho`,
} as const;
