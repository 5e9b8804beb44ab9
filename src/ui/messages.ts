// Texts of the shared components [access §2.15].
export const uiMessages = {
  offlineTitle: 'Você está offline',
  offlineText:
    'Não foi possível conectar ao servidor. Verifique sua conexão com a internet e tente novamente.',
  back: 'Voltar',
  // ours: the specs give no text for these
  issuesTitle: 'Pendências do carrinho',
  close: 'Fechar',
} as const;
