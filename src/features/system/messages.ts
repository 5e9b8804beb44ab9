// Texts of the system screens ([access §1] [access §2.15]; DECISIONS offline-first).
export const systemMessages = {
  errorTitle: 'Oops, algo deu errado...',
  errorApology: 'Pedimos desculpas pelo transtorno.',
  errorRetryLater: 'Tente novamente mais tarde...',
  backHome: 'Voltar para o início',
  // a screen whose code did not arrive (ours, under the generic error's title)
  loadFailedText: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  tryAgain: 'Tentar novamente',
  homologation: 'Homologação',
  offlineBanner: 'Você está offline',
  pendingChanges: (n: number) =>
    n === 1 ? '1 alteração aguardando envio' : `${n} alterações aguardando envio`,
  loading: 'Carregando...',
} as const;
