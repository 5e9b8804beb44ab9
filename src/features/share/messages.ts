// Every user-facing text of sharing a cart or an order (ours: the spec has no sharing).
export const shareMessages = {
  share: 'Compartilhar',
  shareCartLabel: 'Compartilhar o carrinho',
  shareOrderLabel: (number: string) => `Compartilhar o pedido ${number}`,
  viaWhatsapp: 'pelo WhatsApp',
  cartHeading: (partner: string) => `Carrinho em ${partner}`,
  orderHeading: (number: string, partner: string) => `Pedido ${number} em ${partner}`,
  line: (quantity: number, unit: string, name: string, total: string) => `• ${quantity} ${unit} ${name}: ${total}`,
  unpriced: (quantity: number, unit: string, name: string) => `• ${quantity} ${unit} ${name}`,
  estimatedTotal: (total: string) => `Total estimado: ${total}`,
  total: (total: string) => `Total: ${total}`,
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} itens`),
} as const;
