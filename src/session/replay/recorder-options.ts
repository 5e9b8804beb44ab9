// rrweb's options, privacy first (docs/decisions/0130-session-replay.md): no input value, no card or code field, no money,
// tax id, phone or e-mail in any text, no canvas, fonts, images or network bodies.
import type { record } from '@rrweb/record';
import { REPLAY_BLOCK_ATTRIBUTE, REPLAY_PRIVATE_ATTRIBUTE } from '../../config/replay-privacy';

export type RecordOptions = NonNullable<Parameters<typeof record>[0]>;

/** Never recorded at all: the replay shows an empty box of their size. */
export const BLOCK_SELECTOR = [
  `[${REPLAY_BLOCK_ATTRIBUTE}]`,
  'input[autocomplete^="cc-"]',
  'input[autocomplete="one-time-code"]',
  'input[type="password"]',
].join(', ');

const HIDDEN = '****';
/** What a text may not show, wherever it is: money as formatBrl writes it, tax ids, phones, e-mail addresses. */
const PRIVATE_PATTERNS = [
  /-?R\$\s?-?[\d.,]+/g,
  /\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g,
  /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g,
  /\(?\b\d{2}\)?\s?\d{4,5}-?\d{4}\b/g,
  /[^\s@]+@[^\s@]+\.[^\s@]+/g,
];

/** rrweb's maskTextFn, given every text (maskTextSelector '*'): all of it inside [data-private], the patterns elsewhere. */
export function maskText(text: string, element: HTMLElement | null): string {
  if (element?.closest(`[${REPLAY_PRIVATE_ATTRIBUTE}]`)) return text.replace(/\S/g, '*');
  return PRIVATE_PATTERNS.reduce((masked, pattern) => masked.replace(pattern, (found) => (found.startsWith('R$') || found.startsWith('-R$') ? `R$ ${HIDDEN}` : HIDDEN)), text);
}

export function recorderOptions(emit: NonNullable<RecordOptions['emit']>): RecordOptions {
  return {
    emit,
    maskAllInputs: true,
    maskInputOptions: { password: true },
    blockSelector: BLOCK_SELECTOR,
    maskTextSelector: '*',
    maskTextFn: maskText,
    slimDOMOptions: 'all',
    // The stylesheets are the app's own files: the replay loads them by their address instead of a copy per snapshot.
    inlineStylesheet: false,
    inlineImages: false,
    recordCanvas: false,
    collectFonts: false,
    recordCrossOriginIframes: false,
    sampling: { mousemove: 200, scroll: 200, input: 'last' },
  };
}
