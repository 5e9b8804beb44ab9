// Texts for a call or a screen's code that did not arrive (ours: the specs give none). Apart from ui/messages.ts: the
// entry's load-error screen shows them, and every first visit downloads what the entry imports.
export const connectionMessages = {
  retry: 'Tentar novamente',
  connectionLost: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
} as const;
