// Every user-facing text of the order screens. Texts quoted by the specs are kept
// literally; the others are ours (the specs give none).
import { OPERATION_FAILED } from '../../sync/commands/operation-failed';

export const orderMessages = {
  historyTitle: 'Histórico de pedidos',
  columns: { number: 'Pedido', date: 'Data', delivery: 'Entrega', status: 'Posição', total: 'Total' },
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
  repeatedWithout: (count: number) =>
    count === 1 ? 'Produtos adicionados ao carrinho! 1 produto indisponível ficou de fora.' : `Produtos adicionados ao carrinho! ${count} produtos indisponíveis ficaram de fora.`,
  repeatCartClosed: 'Seu carrinho está bloqueado para alterações.',
  monthSpent: (month: string, partner: string, total: string, count: number) =>
    `Gasto em ${month} com ${partner}: ${total} em ${count === 1 ? '1 pedido' : `${count} pedidos`}`,
  monthSpentNote: 'Pedidos cancelados não entram na conta.',
  operationFailed: OPERATION_FAILED,
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
  closeBalance: 'Fechar',
  balanceSum: 'Valor a pagar = valor deste pedido − créditos disponíveis.',
  creditExplanation: (balance: string) =>
    `Créditos vêm de pedidos pagos e depois cancelados. Seu saldo de crédito é ${balance}; só a parte que cobre este pedido é usada nele.`,
  notCounted: 'Não entram nesta conta',
  releasedDebits: 'Desses, em pedidos liberados',
  debtsExplanation:
    'Débitos pendentes são os seus outros pedidos com este distribuidor, em qualquer posição menos Cancelado, ainda não pagos. Cada pedido é pago separadamente.',
  // Order detail
  detailTitle: (number: string) => `Pedido ${number}`,
  detailDate: 'Data',
  detailDelivery: 'Entrega',
  detailStatus: 'Posição',
  address: 'Endereço de entrega',
  purchaseOrder: 'Ordem de compra',
  noPurchaseOrder: 'Não informada',
  observations: 'Observações',
  items: 'Itens',
  quantity: (count: number) => `Quantidade: ${count}`,
  salesPrice: (price: string, unit: string) => `${price}/${unit}`,
  lineTotal: 'Total do item',
  // Order totals: the server's numbers, as the checkout computed them
  totals: 'Resumo do pedido',
  subtotal: 'Subtotal dos itens',
  discount: 'Desconto',
  couponDiscount: (code: string) => `Desconto do cupom ${code}`,
  deliveryFee: 'Taxa de entrega',
  variableWeightMargin: 'Margem de peso variável',
  total: 'Total',
  paymentPlan: 'Forma de pagamento',
  installments: (parcels: number, value: string) => `${parcels} x ${value}`,
  creditAvailable: 'Crédito disponível',
  creditUsed: 'Crédito utilizado',
  amountDue: 'Valor a pagar',
  amountPaid: 'Valor pago',
  packaging: 'Embalagem',
  addToCart: (family: string) => `Adicionar ${family} ao carrinho`,
  addedToCart: 'No carrinho',
  editOrder: 'ALTERAR O PEDIDO',
  repeatOrder: 'REPETIR PEDIDO',
  loadFailed: 'Erro ao carregar o pedido.',
  loadingOrder: 'Carregando pedido',
  summaryOnly:
    'Sem conexão: este é o resumo do pedido guardado no aparelho. Os itens, as observações e o detalhe dos valores aparecem quando a conexão voltar.',
} as const;

/** The 404 message of an order load, shown as the server wrote it [commerce §8]. */
export function isOrderNotFoundMessage(message: string): boolean {
  return message.startsWith('Pedido ') && message.endsWith(' não encontrado.');
}
