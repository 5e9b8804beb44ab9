// Sharing a cart or an order: the plain-text summary, the WhatsApp fallback, and the system
// share sheet with the order's PDF where the browser shares files.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { formatBrl } from '../../../../src/domain/format';
import { ShareButton } from '../../../../src/features/share/share-button';
import { shareText, whatsappShareLink } from '../../../../src/features/share/share-text';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

const TEXT = shareText({
  heading: 'Pedido 101 em Distribuidora São Jorge',
  lines: [
    { name: 'Arroz Tipo 1 5kg', quantity: 2, unit: 'CX', total: 250.5 },
    { name: 'Feijão Carioca 1kg', quantity: 12, unit: 'UN', total: null },
  ],
  total: `Total: ${formatBrl(1250.5)}`,
});

describe('shareText', () => {
  it('names the partner, then each item with its quantity and amount, then the total', () => {
    expect(TEXT).toBe(
      [
        'Pedido 101 em Distribuidora São Jorge',
        '2 itens',
        `• 2 CX Arroz Tipo 1 5kg: ${formatBrl(250.5)}`,
        '• 12 UN Feijão Carioca 1kg',
        `Total: ${formatBrl(1250.5)}`,
      ].join('\n'),
    );
  });
});

describe('whatsappShareLink', () => {
  it('carries the whole text, encoded, to wa.me', () => {
    const link = whatsappShareLink(TEXT);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(new URL(link).searchParams.get('text') ?? '')).toBe(TEXT);
    expect(link).not.toMatch(/[\n ]/);
  });
});

describe('ShareButton', () => {
  it('without the Web Share API is a WhatsApp link with the text', () => {
    render(<ShareButton text={TEXT} label="Compartilhar o pedido 101" />);
    const link = screen.getByRole('link', { name: 'Compartilhar o pedido 101 pelo WhatsApp' });
    expect(link.getAttribute('href')).toBe(whatsappShareLink(TEXT));
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shares the PDF with the text where the browser shares files', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share, canShare: () => true });
    const pdf = new File(['%PDF'], 'pedido-101.pdf', { type: 'application/pdf' });
    render(<ShareButton text={TEXT} label="Compartilhar o pedido 101" file={() => Promise.resolve(pdf)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar o pedido 101' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ files: [pdf], text: TEXT }));
  });

  it('shares the text alone where files cannot be shared or there is no PDF (offline, never fetched)', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share, canShare: () => false });
    render(<ShareButton text={TEXT} label="Compartilhar" file={() => Promise.resolve(null)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ text: TEXT }));
  });

  it('opens WhatsApp when the share sheet refuses, but not when the user closes it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const share = vi.fn().mockRejectedValueOnce(new DOMException('closed', 'AbortError')).mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    Object.assign(navigator, { share });
    render(<ShareButton text={TEXT} label="Compartilhar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(whatsappShareLink(TEXT), '_blank', 'noopener'));
  });
});
