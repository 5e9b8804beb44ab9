// Texts of signup, activation and unique access: the spec's where it gives them [access §2.5–2.7, §5, §8], ours
// (docs/decisions/0102-signup-texts-and-choices-the-spec-leaves-open.md) where it does not.
import { connectionMessages } from '../../ui/connection-messages';

export const signupMessages = {
  // /ativacao/cadastro (2.5)
  startTitle: 'Solicite seu código de acesso',
  startText: 'Informe o CPF ou CNPJ do seu cadastro no distribuidor.',
  taxIdLabel: 'CPF ou CNPJ',
  taxIdInvalid: 'CPF ou CNPJ inválido. Confira o que foi digitado.',
  continue: 'Continuar',
  support: 'Precisa de ajuda? Fale conosco',
  registeredTitle: 'Você já tem cadastro',
  registeredText: 'Este CPF ou CNPJ já concluiu o cadastro. Entre com seu usuário e código de acesso.',
  goToLogin: 'Ir para o login',
  newCode: 'Receber novo código de acesso',
  notFoundTitle: 'Cliente não encontrado',
  notFoundCompany: (name: string) =>
    `Não encontramos ${name} entre os clientes do distribuidor. Fale com a gente pelo WhatsApp para fazer seu cadastro.`,
  notFoundPerson: 'Não encontramos seu CPF entre os clientes do distribuidor. Fale com a gente pelo WhatsApp para fazer seu cadastro.',
  requestByWhatsapp: 'Pedir cadastro pelo WhatsApp',
  whatsappCompany: (name: string, cnpj: string) => `Olá! Quero me cadastrar no Balcão. Empresa: ${name}, CNPJ ${cnpj}.`,
  whatsappPerson: (cpf: string) => `Olá! Quero me cadastrar no Balcão. CPF ${cpf}.`,
  whatsappCnpj: (cnpj: string) => `Olá! Quero me cadastrar no Balcão. CNPJ ${cnpj}.`,
  // company register (8)
  cnpjNotFound: 'CNPJ não encontrado, verifique os caracteres.',
  // a CNPJ in neither register: the lasting panel's next step (ours)
  cnpjNextStep: 'Se o CNPJ estiver certo, fale com a gente pelo WhatsApp para fazer seu cadastro.',
  cnpjLookupFailed: 'Erro ao buscar CNPJ',
  connectionFailed: 'Erro de conexão',
  // /ativacao (2.6)
  greeting: (name: string) => `Olá, ${name}!`,
  choosePhone: 'Escolha o WhatsApp que vai receber o link de ativação do seu cadastro:',
  phoneNotListed: 'Meu Whatsapp não está na lista',
  phoneRequired: 'Selecione seu número de whatsapp para continuar.',
  confirm: 'Confirmar',
  changeSelected: 'Trocar o número selecionado',
  byEmail: (email: string) => `Prefiro receber o link no e-mail ${email}`,
  somethingWrong: 'Algo deu errado.',
  // activation sent (2.7)
  sentTitle: 'Link de ativação enviado!',
  sentToWhatsapp: (phone: string) =>
    `Enviamos o link de ativação para o WhatsApp ${phone}. Abra a mensagem e toque no link para concluir seu cadastro.`,
  sentToEmail: (email: string) =>
    `Enviamos o link de ativação para o e-mail ${email}. Abra a mensagem e toque no link para concluir seu cadastro.`,
  // /ativacao/ativar-usuario, /activation/email/confirmation
  activating: 'Ativando seu cadastro...',
  activationFailedTitle: 'Não foi possível ativar o cadastro',
  linkMissing: 'O link está incompleto. Abra de novo o link da mensagem.',
  requestNewLink: 'Pedir um novo link',
  tryAgain: 'Tentar novamente',
  // /ativacao/finalizado (2.7)
  finishedTitle: 'Cadastro concluído!',
  finishedText: 'Em breve você receberá uma mensagem com seu usuário e código de acesso.',
  // /unique-access (2.7)
  signingIn: 'Entrando...',
  linkGoneTitle: 'Link expirado ou já utilizado!',
  linkGoneHint: 'Para receber um novo link de acesso, envie a palavra ACESSO para o nosso WhatsApp.',
  linkGoneKeyword: 'ACESSO',
  talkToSupport: 'Falar com o suporte',
  leave: 'Sair',
  connectionLost: connectionMessages.connectionLost,
  // /ativacao/novo-numero (2.7, 5)
  newNumberTitle: 'Trocar número de WhatsApp',
  newNumberText: 'Informe o novo número. Vamos enviar um link de confirmação para ele.',
  newNumberLabel: 'Novo número de WhatsApp',
  numberEmpty: 'O número não pode estar vazio.',
  numberIncomplete: 'Informe o número com DDD.',
  send: 'Enviar',
  changeRequested: 'Solicitação para alterar o número enviada!',
  changeSentTitle: 'Confirme o novo número',
  changeSentText: (phone: string) =>
    `Enviamos um link de confirmação para o WhatsApp ${phone}. Abra a mensagem nesse telefone para confirmar o novo número.`,
  back: 'Voltar',
  // /ativacao/atualizar-numero (2.7)
  updatingNumber: 'Confirmando o novo número...',
  numberUpdated: 'Número atualizado!',
  numberUpdatedText: 'Agora ative seu cadastro escolhendo o novo número.',
  enter: 'Entrar',
  numberUpdateFailedTitle: 'Não foi possível atualizar o número',
  registerAgain: 'Fazer o cadastro de novo',
  // /ativacao/link (2.7, 5)
  contactText: 'Informe quem devemos procurar e o número de WhatsApp. Nossa equipe completa seu cadastro com ele.',
  contactNameLabel: 'Nome do contato',
  contactPhoneLabel: 'WhatsApp com DDD (só números)',
  contactSentTitle: 'Pedido enviado!',
  contactSentText: (name: string) => `Nossa equipe vai falar com ${name} pelo WhatsApp informado para completar seu cadastro.`,
  backToStart: 'Voltar ao início',
} as const;
