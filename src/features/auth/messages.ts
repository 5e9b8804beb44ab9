// Texts of the access screens, exactly as the access spec writes them [access §2].
export const authMessages = {
  // /login (2.2)
  usernameLabel: 'Usuário',
  usernamePlaceholder: 'Digite seu usuário',
  codeLabel: 'Código de acesso',
  submit: 'Entrar',
  newCode: 'Receber novo código de acesso',
  firstAccess: 'Primeiro acesso? Clique aqui - Receber novo código de acesso',
  contactUs: 'Fale conosco!',
  terms: 'Termos de uso e privacidade',
  loginTitle: 'Acesse sua conta',
  // the password variant (2.2, 8)
  withPassword: 'Usar senha',
  withCode: 'Usar código de acesso',
  passwordLabel: 'Senha',
  forgotPassword: 'ESQUECI MINHA SENHA',
  loading: 'Carregando..',
  passwordLoginError: 'E-mail ou senha incorreto!',
  // login outcomes (4.1, 8)
  defaultLoginError: 'Usuário ou código de acesso incorreto!',
  deviceReset: 'Houve um problema ao tentar entrar, tente novamente.',
  // terms (4.5)
  cookiesTitle: 'Política de cookies',
  privacyTitle: 'Política de privacidade',
  acceptCookies: 'Concordar e Continuar',
  acceptPrivacy: 'Concordar',
  termsLoading: 'Carregando...',
  termsUnavailable: 'Não foi possível carregar o documento. Verifique sua conexão.',
  close: 'Fechar',
  retry: 'Tentar novamente',
  // /hub (2.4)
  hubTitle: 'Bem-vindo ao Balcão',
  hubText: 'Faça seus pedidos aos seus distribuidores a qualquer hora, mesmo sem internet.',
  requestCode: 'Solicite seu código de acesso',
  accessApp: 'Acesse o Balcão',
  version: (v: string) => `Versão ${v}`,
  support: 'Precisa de ajuda? Fale conosco',
} as const;
