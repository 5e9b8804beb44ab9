// Every user-facing text of the order screens. Texts quoted by the specs are kept
// literally; the others are ours (the specs give none).

export const orderMessages = {
  historyTitle: 'Histórico de pedidos',
  columns: { number: 'Pedido', date: 'Data', delivery: 'Entrega', status: 'Posição' },
  empty: 'Não há pedidos cadastrados!',
  loading: 'Carregando pedidos',
  ordersList: 'Pedidos',
  orderLabel: (number: string) => `Pedido ${number}`,
  viewOrder: 'Ver pedido',
  edit: 'Editar',
  cancelOrder: 'Cancelar pedido',
  payPix: 'Pagar com PIX',
  payCard: 'Pagar com cartão',
  downloadPdf: 'Baixar PDF',
  downloadPdfLabel: (number: string) => `Baixar PDF do pedido ${number}`,
  downloadDone: 'Download finalizado com sucesso!',
  downloadFailed: 'Não foi possível baixar o PDF do pedido.',
  // Cancel [commerce §4]
  cancelTitle: 'Cancelar pedido',
  cancelQuestion: 'Você deseja cancelar seu pedido?',
  policyTitle: 'Política de cancelamento',
  policyText:
    'Este pedido já foi pago. Ao cancelá-lo, o valor pago não será estornado: ele será convertido em crédito para ser usado nos seus próximos pedidos.',
  confirmCancel: 'Sim, cancelar',
  cancelling: 'Cancelando...',
  keepOrder: 'Voltar',
  cancelled: 'Pedido cancelado!',
  cancelFailed: 'Não foi possível cancelar o pedido selecionado.',
  noOrderSelected: 'Nenhum pedido selecionado.',
  // Change and repeat [commerce §4] [commerce §8]
  conflictTitle: 'Carrinho com itens',
  clearCart: 'Limpar carrinho',
  finishPurchase: 'Finalizar compra',
  viewOnlyTitle: 'Modo de visualização',
  viewOnlyText: 'Seu cadastro precisa ser atualizado para realizar compras.',
  understood: 'Entendi',
  editBlockedPrefix: 'Não é possível realizar a edição de pedidos',
  repeated: 'Produtos adicionados ao carrinho!',
  repeatFailed: 'Erro ao adicionar produtos ao carrinho.',
  operationFailed: 'Não foi possível realizar a operação, tente novamente.',
  // Payment balance modal [commerce §4]
  balanceTitle: 'Saldo do pedido',
  balanceLoading: 'Carregando saldo',
  balanceFailed: 'Erro ao obter saldo',
  grossTotal: 'Valor do pedido',
  availableCredits: 'Créditos disponíveis',
  pendingDebits: 'Débitos pendentes',
  netTotal: 'Valor a pagar',
  nothingToPay: 'Não há valor a pagar neste pedido.',
  confirm: 'Confirmar',
  // Order detail
  detailTitle: (number: string) => `Pedido ${number}`,
  detailDate: 'Data',
  observations: 'Observações',
  items: 'Itens',
  quantity: (count: number) => `Quantidade: ${count}`,
  packaging: 'Embalagem',
  addToCart: (family: string) => `Adicionar ${family} ao carrinho`,
  addedToCart: 'No carrinho',
  editOrder: 'ALTERAR O PEDIDO',
  repeatOrder: 'REPETIR PEDIDO',
  loadFailed: 'Erro ao carregar o pedido.',
  loadingOrder: 'Carregando pedido',
} as const;

/** The 404 message of an order load, shown as the server wrote it [commerce §8]. */
export function isOrderNotFoundMessage(message: string): boolean {
  return message.startsWith('Pedido ') && message.endsWith(' não encontrado.');
}
