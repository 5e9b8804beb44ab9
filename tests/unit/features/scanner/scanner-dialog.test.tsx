// The scanner over the device's catalogue and the real cart command: the native detector's path
// with a fake camera, the typed number without one, and the camera stopped on close and on hide.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ScannerDialog } from '../../../../src/features/scanner/scanner-dialog';
import type { UserDb } from '../../../../src/db/user-db';
import { PARTNER_ID, freshDb, makeEntry, makeProduct } from '../catalogue/fixtures';

const BARCODE = '7891234567895';
let db: UserDb;
let stopped: ReturnType<typeof vi.fn>;

function fakeCamera(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(getUserMedia) } });
}
const cameraStream = () => Promise.resolve({ getTracks: () => [{ stop: stopped }] });

beforeEach(async () => {
  localStorage.clear();
  db = await freshDb();
  await db.products.put(makeEntry(makeProduct(1, { barcode: BARCODE })));
  stopped = vi.fn();
  vi.stubGlobal('isSecureContext', true);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = () => Promise.resolve(['ean_13', 'code_128']);
      detect = () => Promise.resolve([{ rawValue: BARCODE }]);
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The scanner's own line comes before the card's.
const status = () => screen.getAllByRole('status')[0]!.textContent;
const typeCode = (code: string) => {
  fireEvent.change(screen.getByLabelText('Número do código de barras'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Procurar código' }));
};
const renderScanner = (onSearch = vi.fn()) => render(<ScannerDialog partnerId={PARTNER_ID} onClose={vi.fn()} onSearch={onSearch} />);

describe('the scanner with a camera', () => {
  it('opens the card of the product read; read again, one more package goes into the cart', async () => {
    fakeCamera(cameraStream);
    renderScanner();
    await screen.findByRole('heading', { name: 'Arroz Tipo 1' });
    expect(status()).toBe(`Código ${BARCODE} encontrado. Leia de novo para somar mais uma embalagem.`);
    expect(await db.cartItems.get([PARTNER_ID, 1])).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Ler novamente' }));
    await waitFor(() => expect(status()).toBe('Mais uma embalagem no carrinho: 1 CX no total.'));
    expect(await db.cartItems.get([PARTNER_ID, 1])).toMatchObject({ quantity: 1, productPackageId: 11 });
    expect(await db.outbox.count()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Ler novamente' }));
    await waitFor(() => expect(status()).toBe('Mais uma embalagem no carrinho: 2 CX no total.'));
  });

  it('stops the camera when the scanner closes and while the page is hidden', async () => {
    fakeCamera(cameraStream);
    const { unmount } = renderScanner();
    await screen.findByRole('heading', { name: 'Arroz Tipo 1' });
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    fireEvent(document, new Event('visibilitychange'));
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(status()).toContain('A câmera foi pausada');

    vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(status()).not.toContain('pausada'));
    unmount();
    expect(stopped).toHaveBeenCalledTimes(2);
  });
});

describe('the scanner without a camera', () => {
  it.each([
    ['permission refused', () => Promise.reject(new DOMException('no', 'NotAllowedError')), 'O acesso à câmera foi negado.'],
    ['no camera', () => Promise.reject(new DOMException('no', 'NotFoundError')), 'Nenhuma câmera foi encontrada neste aparelho.'],
  ])('%s: says so, and the typed number finds the product', async (_case, getUserMedia, message) => {
    fakeCamera(getUserMedia);
    renderScanner();
    await waitFor(() => expect(status()).toContain(message));
    expect(screen.queryByLabelText('Imagem da câmera')).toBeNull();
    typeCode(`0${BARCODE}`);
    await screen.findByRole('heading', { name: 'Arroz Tipo 1' });
  });

  it('on an insecure origin asks for the number without asking for the camera', () => {
    vi.stubGlobal('isSecureContext', false);
    fakeCamera(cameraStream);
    renderScanner();
    expect(status()).toContain('A câmera só abre em uma conexão segura');
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it('says when no product has the code, and offers the search', async () => {
    fakeCamera(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const onSearch = vi.fn();
    renderScanner(onSearch);
    typeCode('7890000000017');
    await waitFor(() => expect(status()).toBe('Nenhum produto do catálogo tem o código de barras 7890000000017.'));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar pelo nome' }));
    expect(onSearch).toHaveBeenCalled();
  });

  it('refuses a number that is no barcode', () => {
    fakeCamera(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    renderScanner();
    typeCode('12ab');
    expect(screen.getByRole('alert').textContent).toBe('Digite de 6 a 14 números.');
  });
});
