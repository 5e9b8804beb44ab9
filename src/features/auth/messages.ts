// Texts of the access screens, exactly as the access spec writes them [access §2].
export const authMessages = {
  // /login (2.2)
  usernameLabel: 'Usuário',
  usernamePlaceholder: 'Digite seu usuário',
  codeLabel: 'Código de acesso',
  submit: 'Entrar',
  submitting: 'Entrando...',
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
  // ours: one credential story on screen (docs/decisions/login-after-reset-uses-password.md)
  afterReset: 'Senha redefinida! Entre com seu usuário e a nova senha.',
  codeHasLetters: 'O código de acesso tem só números. Se você criou uma senha, entre com ela.',
  show: 'Mostrar',
  hide: 'Ocultar',
  toggleSecret: (shown: boolean, field: string) => `${shown ? 'Ocultar' : 'Mostrar'} ${field.toLowerCase()}`,
  // login outcomes (4.1, 8)
  defaultLoginError: 'Usuário ou código de acesso incorreto!',
  invalidUser: 'Usuário e/ou código de acesso inválidos',
  codeNotFound: 'Código de acesso não encontrado',
  deviceReset: 'Houve um problema ao tentar entrar, tente novamente.',
  // password modals (2.8)
  passwordWarningTitle: 'Atenção!',
  resetPassword: 'Redefinir senha',
  // the warning's main action: the Perfil button the warning names [access §2.13]
  defineOwnCode: 'Alterar código de acesso',
  remindLater: 'Lembrar-me depois',
  passwordChangeTitle: 'Redefinição de senha necessária!',
  passwordChangeBody:
    'A sua senha temporária não pode mais ser utilizada. Para continuar, é preciso redefini-la.',
  contactUsPlain: 'Fale conosco',
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
  // /acesso-expirado
  expiredTitle: 'Novo acesso!',
  expiredText:
    'Por segurança, cada senha enviada é válida para um único acesso. Para entrar novamente, receba uma nova senha.',
  receivePassword: 'Receber Senha',
  backToLogin: 'Voltar para o login',
} as const;
