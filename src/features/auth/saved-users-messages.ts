// Texts of the saved-users screen, exactly as the access spec writes them [access §2.3] [access §4.2]
// (apart from auth/messages.ts: a first visit never opens this screen).
export const savedUsersMessages = {
  savedUsersTitle: 'Olá, selecione um usuário para continuar',
  otherUser: 'Entrar com outro usuário',
  selectUser: (name: string, username: string) => `Entrar como ${name}, ${username}`,
  removeUser: (name: string) => `Remover ${name} deste dispositivo`,
  removeConfirm:
    'Tem certeza de que deseja remover este usuário deste dispositivo? Para acessá-lo novamente no produto, será preciso obter um novo código de acesso via WhatsApp.',
  removeConfirmButton: 'Remover',
  cancel: 'Cancelar',
  removed: 'Usuário excluido com sucesso!',
  removeError: 'Houve um erro ao tentar excluir o usuario, tente novamente.',
  selectError: 'Houve um erro ao tentar selecionar o usuario, tente novamente.',
  loadUsersError: 'Não foi possível carregar os usuários deste dispositivo.',
  loadingUsers: 'Carregando usuários',
} as const;
