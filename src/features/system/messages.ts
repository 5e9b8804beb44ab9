// Texts of the system screens ([access §1] [access §2.15]; DECISIONS offline-first).
export const systemMessages = {
  errorTitle: 'Oops, algo deu errado...',
  errorApology: 'Pedimos desculpas pelo transtorno.',
  errorRetryLater: 'Tente novamente mais tarde...',
  backHome: 'Voltar para o início',
  homologation: 'Homologação',
  offlineBanner: 'Você está offline',
  pendingChanges: (n: number) =>
    n === 1 ? '1 alteração aguardando envio' : `${n} alterações aguardando envio`,
  loading: 'Carregando...',
} as const;
