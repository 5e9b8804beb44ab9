// Every client path of both specs and of docs/product-decisions.md. Only some have screens yet;
// the route table creates routes for those, the others fall under the unknown-path rule.

/** Query key that carries the selected partner on partner-aware paths. */
export const PARTNER_QUERY = 'parceiro';

export const paths = {
  // authenticated, partner-aware
  home: '/',
  partnerSelect: '/parceiro',
  connectedDevices: '/dispositivos-conectados',
  search: '/busca',
  checkout: '/finalizar-pedido',
  categoryItems: '/detalhes-categoria',
  orderDetail: '/detalhes-pedido',
  /** an order finished offline, before the server placed it (issue 29) */
  queuedOrder: '/pedido-aguardando',
  productHistory: '/historico/$id',
  sector: '/setor',
  brand: '/marca',
  brands: '/marcas',
  category: '/categoria/',
  contacts: '/contatos',
  similarProducts: '/produto/similares/$id',
  product: '/produto/$id',
  archived: '/arquivados',
  orderHistory: '/historico-pedidos',
  cart: '/carrinho',
  favorites: '/favoritos',
  quickOrder: '/pedido-rapido',
  guestUsers: '/usuarios-adicionais',
  payPix: '/pagar-pix',
  payCard: '/pagar-cartao',
  syncCenter: '/sincronizacao',
  // authenticated, partner-guarded, no partner query
  profile: '/perfil',
  // public, outside the shell
  login: '/login',
  forgotPassword: '/esqueci-minha-senha',
  activation: '/ativacao',
  hub: '/hub',
  activationLink: '/ativacao/link',
  signup: '/ativacao/cadastro',
  activationNewNumber: '/ativacao/novo-numero',
  activationFinished: '/ativacao/finalizado',
  activateUser: '/ativacao/ativar-usuario',
  emailConfirmation: '/activation/email/confirmation',
  activationUpdateNumber: '/ativacao/atualizar-numero',
  accessExpired: '/acesso-expirado',
  savedUsers: '/usuarios',
  requestResetCode: '/redefinicao/solicitar-codigo',
  validateResetCode: '/redefinicao/validar-codigo',
  resetPassword: '/redefinir-senha',
  uniqueAccess: '/unique-access',
  changeAccessCode: '/alterar-codigo-acesso',
} as const;

export function whatsappHref(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
