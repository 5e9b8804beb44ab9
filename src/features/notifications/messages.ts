// Texts of the notifications offer: ours (the specs give none).
export const notificationMessages = {
  offerTitle: 'Avisos dos seus pedidos',
  offerText: 'Receba um aviso quando um pedido mudar de situação ou um pagamento PIX for recebido.',
  accept: 'Ativar avisos',
  dismiss: 'Agora não',
  failed: 'Não foi possível ativar as notificações:',
} as const;
