// Every user-facing text of the cart interactions, as the specs write them.

export const cartMessages = {
  quantityLabel: 'Quantidade',
  increase: (family: string) => `Adicionar uma unidade de ${family}`,
  decrease: (family: string) => `Remover uma unidade de ${family}`,
  add: 'Adicionar',
  addLabel: (family: string) => `Adicionar ${family} ao carrinho`,
  inCart: 'No carrinho',
  noPackageSelected: 'Não há embalagem selecionada...',
  excessiveTitle: 'Atenção!',
  excessiveSubtitle: 'Quantidade fora do padrão de compra',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  undo: 'Desfazer',
} as const;
