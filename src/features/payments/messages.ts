// Every user-facing text of the PIX and card payment screens. Texts quoted by the specs
// are kept literally; the others are ours (the specs give none).

/** What both payment screens show above their own content. */
export const paymentMessages = {
  summary: 'Resumo do pagamento',
  order: 'Pedido',
  amount: 'Valor',
  receiver: 'Recebedor',
  alreadyPaid: 'Este pedido já foi pago.',
} as const;

export const pixMessages = {
  title: 'Pagar com PIX',
  generating: 'Gerando código Pix...',
  instability: 'O Pix está instável no momento. Tente novamente em alguns minutos.',
  temporaryInstability: 'Instabilidade temporária na geração do Pix. Tentando novamente...',
  generateFailed: 'Erro ao gerar Pix.',
  retry: 'Tentar novamente',
  qrAlt: 'QR Code do Pix',
  copyPasteLabel: 'Pix copia e cola',
  copy: 'Copiar código',
  copied: 'Código Pix copiado!',
  copyFailed: 'Não foi possível copiar o código Pix.',
  remaining: 'Tempo restante para pagamento',
  expiresIn: (time: string) => `O código expira em ${time}`,
  expired: 'O código Pix expirou.',
  waiting: 'Aguardando pagamento...',
  regenerate: 'Gerar novo código pix',
  paidTitle: 'Pagamento recebido!',
  paidText: 'Obrigado! O pagamento do seu pedido foi confirmado.',
  toOrders: 'Voltar à tela de pedidos',
  noOrder: 'Nenhum pedido selecionado.',
} as const;

export const cardMessages = {
  title: 'Pagar com cartão',
  heading: 'Preencha os dados do seu cartão',
  preview: 'Pré-visualização do cartão',
  unknownBrand: 'Cartão',
  number: 'Número do cartão',
  holder: 'Titular do cartão',
  expiry: 'Data de Validade',
  expiryPlaceholder: 'MM/AAAA',
  cvv: 'CVV',
  submit: 'Finalizar pagamento',
  invalidForm: 'Preencha todos os campos corretamente.',
  help: 'Problemas ao efetuar o pagamento?',
  contact: 'Fale conosco!',
  waitingTitle: 'Aguarde, estamos confirmando seu cartão',
  reconnecting: 'Sem resposta do servidor. Reconectando…',
  toOrders: 'Voltar à tela de pedidos',
  approvedPhase: 'Pagamento autorizado com sucesso.',
  approvedTitle: 'Pagamento autorizado com sucesso.',
  approvedText: 'O pagamento do seu pedido foi confirmado.',
  authorizeFailed: 'Ocorreu um erro ao autorizar o cartão, por favor tente novamente mais tarde.',
  noOrder: 'Nenhum pedido selecionado.',
} as const;
