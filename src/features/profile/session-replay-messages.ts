// The profile's session replay switch (docs/decisions/0130-session-replay.md; ours: the spec has no texts for it).
export const sessionReplayMessages = {
  label: 'Gravar sessões para melhorar o app',
  hint: 'Grava como você usa o app neste aparelho, sem o que você digita, cartões, códigos e valores, para encontrarmos e corrigirmos problemas.',
} as const;
