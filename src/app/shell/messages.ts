// Texts of the shell ([commerce §2] side drawer, bottom navigation; DECISIONS sign-out).
export const shellMessages = {
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  menuTitle: 'Menu',
  searchShortcut: 'Pesquisar produtos',
  home: 'Início',
  search: 'Pesquisar',
  cart: 'Carrinho',
  favorites: 'Favoritos',
  orders: 'Pedidos',
  cartWithCount: (n: number) => (n === 1 ? 'Carrinho, 1 item' : `Carrinho, ${n} itens`),
  mainNavigation: 'Navegação principal',
  partners: 'Parceiros',
  categories: 'Categorias',
  brands: 'Marcas',
  contacts: 'Contatos',
  slips: 'Segunda via de boletos',
  connectedDevices: 'Dispositivos Conectados',
  guestUsers: 'Usuários convidados',
  install: 'Instalar o Balcão',
  contactUs: 'Fale Conosco',
  signOut: 'Sair',
  signOutTitle: 'Sair com alterações pendentes?',
  signOutPending: (n: number) =>
    n === 1
      ? 'Há 1 alteração feita sem conexão que ainda não foi enviada. Se sair agora, ela será enviada quando você entrar novamente neste dispositivo.'
      : `Há ${n} alterações feitas sem conexão que ainda não foram enviadas. Se sair agora, elas serão enviadas quando você entrar novamente neste dispositivo.`,
  signOutConfirm: 'Sair mesmo assim',
  // ours: the spec keeps saved users; the dialog says what that means on a shared phone
  signOutPlainTitle: 'Sair da conta?',
  staysSaved: 'Seu usuário continua salvo neste dispositivo: na tela de usuários, um toque entra de novo, sem código.',
  forgetHint: 'Se outras pessoas usam este aparelho, escolha esquecer este usuário.',
  signOutForget: 'Sair e esquecer este usuário',
  forgetFailed: 'Não foi possível esquecer o usuário agora. Remova-o na tela de usuários.',
  cancel: 'Cancelar',
  skipToContent: 'Pular para o conteúdo',
  skipToNavigation: 'Pular para a navegação',
} as const;
