import type { RedefinitionMethod } from '../../domain/entities/account';

// Texts of the recovery and access-code screens; the spec's texts exactly [access §2.9, §2.10, §5, §8].
export const recoveryMessages = {
  // /esqueci-minha-senha, /redefinicao/solicitar-codigo
  requestTitle: 'Receber novo código',
  greetingFallback: 'Cliente,',
  greeting: (name: string) => `${name},`,
  chooseContact: 'Escolha onde você quer receber o código para redefinir sua senha:',
  contactsLegend: 'Enviar o código por',
  contactOption: (method: RedefinitionMethod, value: string) => `${methodLabels[method]}: ${value}`,
  selectContact: 'É preciso selecionar um contato para continuar.',
  noContacts: 'Não encontramos um contato cadastrado para este usuário. Fale conosco para receber um novo código de acesso.',
  askUsername: 'Informe seu usuário para receber um código de redefinição.',
  usernameLabel: 'Usuário',
  usernamePlaceholder: 'Digite seu usuário',
  changeUser: 'Trocar usuário',
  loadingContacts: 'Carregando contatos...',
  loadFailed: 'Não foi possível carregar seus contatos.',
  retry: 'Tentar novamente',
  continue: 'Continuar',
  sending: 'Enviando...',
  backToLogin: 'Voltar para o login',
  contactUs: 'Fale conosco',
  // /redefinicao/validar-codigo
  validateTitle: 'Validar código',
  codeSentTo: (method: RedefinitionMethod, value: string) => `Digite o código de 6 dígitos que enviamos para o seu ${methodLabels[method]} ${value}.`,
  codeSent: 'Digite o código de 6 dígitos que enviamos para você.',
  codeLabel: 'Código de verificação',
  digitOf: (label: string, position: number) => `${label}, dígito ${position} de 6`,
  resend: 'Receber código novamente',
  resendIn: (time: string) => `Receber código novamente em ${time}`,
  validating: 'Validando...',
  validated: 'Código validado com sucesso!',
  noRequest: 'Nenhum código foi pedido neste aparelho. Peça um código para redefinir sua senha.',
  requestCode: 'Pedir um código',
  // /redefinir-senha
  resetTitle: 'Redefinir senha',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirmação da nova senha',
  passwordMin: 'Sua senha deve conter no mínimo 8 caracteres',
  passwordLimit: 'Você atingiu o limite de caracteres',
  confirm: 'Confirmar',
  confirming: 'Confirmando...',
  tokenMissing: 'Link de redefinição inválido. Peça um novo código para redefinir sua senha.',
  updated: 'Dados atualizados.',
  // /alterar-codigo-acesso
  changeTitle: 'Alterar código de acesso',
  changeText: 'Escolha um código de 6 números que só você saiba. Evite números repetidos ou em sequência.',
  currentCode: 'Código de acesso atual ou senha',
  currentCodeHint: 'Se você redefiniu sua senha há poucos minutos, pode deixar em branco.',
  newCode: 'Novo código de acesso',
  confirmCode: 'Confirmar código de acesso',
  codesDiffer: 'Os códigos não coincidem, tente novamente!',
  changeSubmit: 'Alterar Código',
  changing: 'Alterando...',
  codeDefined: 'Código de acesso definido com sucesso!',
  // any screen
  failed: 'Não foi possível concluir, tente novamente.',
} as const;

export const methodLabels: Record<RedefinitionMethod, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'e-mail' };
