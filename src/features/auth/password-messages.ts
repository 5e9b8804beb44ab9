// Texts of the password field and the login's password hints (ours: docs/decisions/0133-one-credential-story-on-the-login.md),
// apart from auth/messages.ts: a first visit never shows them, so they load with the password field.
export const passwordMessages = {
  show: 'Mostrar',
  hide: 'Ocultar',
  toggleSecret: (shown: boolean, field: string) => `${shown ? 'Ocultar' : 'Mostrar'} ${field.toLowerCase()}`,
  afterReset: 'Senha redefinida! Entre com seu usuário e a nova senha.',
  codeHasLetters: 'O código de acesso tem só números. Se você criou uma senha, entre com ela.',
  usePassword: 'Usar senha',
} as const;
