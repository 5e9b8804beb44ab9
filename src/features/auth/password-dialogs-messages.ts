// Texts of the password modals [access §2.8], apart from auth/messages.ts: they load with the dialogs, after a
// sign-in's answer, not with the login page.
export const passwordDialogsMessages = {
  passwordWarningTitle: 'Atenção!',
  resetPassword: 'Redefinir senha',
  // the warning's main action: the Perfil button the warning names [access §2.13]
  defineOwnCode: 'Alterar código de acesso',
  remindLater: 'Lembrar-me depois',
  passwordChangeTitle: 'Redefinição de senha necessária!',
  passwordChangeBody:
    'A sua senha temporária não pode mais ser utilizada. Para continuar, é preciso redefini-la.',
  contactUsPlain: 'Fale conosco',
} as const;
