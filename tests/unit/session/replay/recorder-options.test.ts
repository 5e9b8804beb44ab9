// Privacy of session replay (docs/decisions/0130-session-replay.md): the options given to rrweb, and what a real rrweb
// recording of a page with them holds.
import { record } from '@rrweb/record';
import { describe, expect, it } from 'vitest';
import { formatBrl } from '../../../../src/domain/format';
import { BLOCK_SELECTOR, maskText, recorderOptions } from '../../../../src/session/replay/recorder-options';

describe('recorderOptions', () => {
  it('masks every input, blocks card and code fields, sends every text through maskText, and inlines nothing', () => {
    const emit = () => undefined;
    expect(recorderOptions(emit)).toMatchObject({
      emit,
      maskAllInputs: true,
      maskTextSelector: '*',
      maskTextFn: maskText,
      inlineStylesheet: false,
      inlineImages: false,
      recordCanvas: false,
      collectFonts: false,
    });
    for (const selector of ['[data-replay-block]', 'input[autocomplete^="cc-"]', 'input[autocomplete="one-time-code"]', 'input[type="password"]']) {
      expect(BLOCK_SELECTOR).toContain(selector);
    }
  });
});

describe('maskText', () => {
  it.each([
    [`Total: ${formatBrl(1234.56)}`, 'Total: R$ ****'],
    [`de ${formatBrl(17.99)} por ${formatBrl(16.19)}/UN`, 'de R$ **** por R$ ****/UN'],
    [`- ${formatBrl(5)}`, '- R$ ****'],
    ['CNPJ 11.222.333/0001-81', 'CNPJ ****'],
    ['CPF 529.982.247-25', 'CPF ****'],
    ['(11) 98765-4321', '****'],
    ['ana@example.com', '****'],
    ['Arroz tipo 1 5 kg', 'Arroz tipo 1 5 kg'],
  ])('%s → %s', (text, masked) => {
    expect(maskText(text, null)).toBe(masked);
  });

  it('masks all of a text inside [data-private]', () => {
    document.body.innerHTML = '<p data-private><span>Rua das Flores, 10</span></p>';
    expect(maskText('Rua das Flores, 10', document.querySelector('span'))).toBe('*** *** ******* **');
  });
});

describe('a recording with these options', () => {
  it('holds no typed value, card or code field content, money or tax id', () => {
    document.body.innerHTML = `
      <main>
        <h1>Carrinho</h1>
        <p>Total estimado: <strong>${formatBrl(349.9)}</strong></p>
        <p>Cliente 11.222.333/0001-81</p>
        <label>Busca <input id="busca" value="cerveja artesanal"></label>
        <form data-replay-block><p>Cartão 4111 1111 1111 1111</p><input autocomplete="cc-number" value="4111111111111111"></form>
        <input autocomplete="one-time-code" value="482915">
      </main>`;
    const events: unknown[] = [];
    const stop = record(recorderOptions((event) => void events.push(event)));
    stop?.();
    const recorded = JSON.stringify(events);
    expect(recorded).toContain('Carrinho');
    expect(recorded).toContain('R$ ****');
    for (const secret of ['349,90', '11.222.333', 'cerveja artesanal', '4111', '482915']) expect(recorded).not.toContain(secret);
  });
});
