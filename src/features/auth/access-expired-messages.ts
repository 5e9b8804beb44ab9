// Texts of /acesso-expirado [access §2.7 'Novo acesso!'], apart from auth/messages.ts: not on the login page.
export const accessExpiredMessages = {
  expiredTitle: 'Novo acesso!',
  expiredText:
    'Por segurança, cada senha enviada é válida para um único acesso. Para entrar novamente, receba uma nova senha.',
  receivePassword: 'Receber Senha',
  backToLogin: 'Voltar para o login',
} as const;
