// Texts of the sync center ([issue 20] 'The sync center'): ours, the spec has no such screen.
export const syncCenterMessages = {
  title: 'Sincronização',
  waitingCount: (n: number) =>
    n === 1 ? '1 alteração aguardando envio ao servidor.' : `${n} alterações aguardando envio ao servidor.`,
  empty: 'Nada aguardando envio: tudo o que você fez neste aparelho já chegou ao servidor.',
  sendNow: 'Enviar agora',
  offlineHint: 'Sem conexão: as alterações serão enviadas quando a conexão voltar.',
  lastSync: (when: string) => `Última sincronização: ${when}`,
  neverSynced: 'Ainda não sincronizado neste aparelho.',
  partner: (id: number) => `Parceiro ${id}`,
  changes: (partner: string) => `Alterações de ${partner}`,
  // states
  waiting: 'Aguardando envio',
  sending: 'Enviando…',
  needsAnswer: 'Precisa de resposta',
  refused: 'Recusada pelo servidor',
  // actions
  answer: 'Responder',
  answerLabel: (what: string) => `Responder: ${what}`,
  discard: 'Descartar',
  discardLabel: (what: string) => `Descartar: ${what}`,
  dismiss: 'OK',
  dismissLabel: (what: string) => `Dispensar aviso: ${what}`,
  discardTitle: 'Descartar esta alteração?',
  discardBody: (what: string) => `${what}. Ela não será enviada, e o aparelho volta a mostrar o que o servidor tem.`,
  discardConfirm: 'Descartar alteração',
  cancel: 'Cancelar',
  discardFailed: 'Esta alteração já está sendo enviada e não pode mais ser descartada.',
  // what a change is
  cartQuantity: (count: string) => `Carrinho: ${count}`,
  cartRemoval: 'Carrinho: remover o item',
  favoriteOn: 'Favoritos: adicionar',
  favoriteOff: 'Favoritos: remover',
  unknownProduct: (id: number) => `Produto ${id}`,
  queuedOrder: 'Pedido finalizado sem conexão',
  queuedOrderDetail: (items: number, total: string) => `${items === 1 ? '1 item' : `${items} itens`} · ${total}`,
  review: 'Revisar pedido',
  reviewLabel: (what: string) => `Revisar pedido: ${what}`,
  otherChange: 'Alteração',
  otherChangeDetail: 'Alteração feita neste aparelho',
  // storage
  storageTitle: 'Dados neste aparelho',
  persistent: 'Os dados estão guardados de forma persistente: o navegador não os apaga para liberar espaço.',
  notPersistent: 'Os dados não estão guardados de forma persistente: se faltar espaço, o navegador pode apagá-los. O que ainda não foi enviado se perderia.',
  persistHint:
    'O navegador costuma guardar os dados de um app instalado: instale o Balcão (no menu do Balcão, “Instalar o Balcão”, ou no menu do navegador, “Adicionar à tela inicial”) e peça de novo.',
  persistAsk: 'Pedir para guardar os dados',
  persistGranted: 'Pronto: o navegador vai guardar os dados deste aparelho.',
  persistRefused:
    'O navegador ainda não aceitou. Instale o Balcão e peça de novo; até lá, envie o que estiver aguardando assim que tiver conexão.',
  persistenceUnknown: 'Este navegador não informa se os dados estão guardados de forma persistente.',
  usage: (used: string, quota: string) => `Espaço em uso: ${used} de ${quota} disponíveis.`,
  usageUnknown: 'Este navegador não informa o espaço em uso.',
  // browse screens, offline
  pricesOf: (day: string, time: string) => `Preços de ${day} às ${time}`,
} as const;
