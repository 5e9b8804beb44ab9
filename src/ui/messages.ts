// Texts of the shared components (spec access-and-account.md 2.15).
export const uiMessages = {
  offlineTitle: 'Você está offline',
  offlineText:
    'Não foi possível conectar ao servidor. Verifique sua conexão com a internet e tente novamente.',
  retry: 'Tentar novamente',
} as const;
