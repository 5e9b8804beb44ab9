// Texts of partner selection ([commerce §2] Partner selection).
export const partnerMessages = {
  title: 'Selecione um parceiro',
  yourPartners: 'Seus Parceiros',
  yourPartner: 'Seu Parceiro',
  morePartners: 'Mais Parceiros para você!',
  opensCatalog: (name: string) => `${name} (abre o catálogo do parceiro em outra aba)`,
  loading: 'Carregando parceiros...',
  loadError: 'Não foi possível atualizar a lista de parceiros.',
  retry: 'Tentar novamente',
  empty: 'Nenhum parceiro disponível no momento.',
  /** above 900 px this screen has no header, and so no menu with 'Sair' [access §2.1] */
  signOut: 'Sair',
} as const;
