// Texts of the contacts screen. 'Nenhum contato.' is the spec's; the others are ours.
export const contactMessages = {
  title: 'Contatos',
  empty: 'Nenhum contato.',
  loading: 'Carregando…',
} as const;
