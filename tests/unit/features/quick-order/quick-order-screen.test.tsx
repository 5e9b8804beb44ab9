// The quick order against the device's catalogue pulled from the real API in-process: the report
// per line, the add in one outbox batch (no flusher runs: as offline), and bad input.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userDb, type StoredProduct } from '../../../../src/db/user-db';
import { QuickOrderScreen } from '../../../../src/features/quick-order/quick-order-screen';
import { pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi();
const P = 1;
let single: StoredProduct;
let multiple: StoredProduct;
let other: StoredProduct;

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
  await pullCatalogue(P);
  const rows = await userDb().products.where('partnerId').equals(P).toArray();
  const listed = rows.filter((row) => !row.product.deleted && row.product.price.salesPrice > 0);
  [single, other] = listed.filter((row) => row.product.packages.length === 1);
  multiple = listed.find((row) => row.product.packages.length > 1)!;
});

const show = () => renderPartnerScreen(QuickOrderScreen, `/pedido-rapido?parceiro=${P}`);
const field = () => screen.getByRole('textbox', { name: 'Linhas do pedido' });
const paste = (text: string) => fireEvent.change(field(), { target: { value: text } });
const reportLine = (n: number) => within(screen.getByRole('list', { name: 'Conferência' })).getByText(`Linha ${n}:`, { exact: false }).closest('li')!;

describe('the quick order report', () => {
  it('says per line what it adds or why not, before anything is added', async () => {
    await show();
    paste(
      [
        `${single.product.code} 3`,
        `000${other.product.code};1500`,
        multiple.product.code + ' 2',
        '99999999 1',
        `${single.product.code} abc`,
        `${single.product.code} 2`,
        `${single.product.barcode} 0`,
      ].join('\n'),
    );
    await screen.findByText('2 itens prontos de 7 linhas.');
    expect(reportLine(1).textContent).toContain(`${single.product.family.name} · ${single.product.brand.name}`);
    expect(reportLine(1).textContent).toContain(`5 × ${single.product.packages[0]!.label}`);
    expect(reportLine(2).textContent).toContain('Máximo 999 por produto: 1500 virou 999.');
    expect(reportLine(2).textContent).toContain('Quantidade fora do padrão de compra');
    expect(within(reportLine(3)).getByRole('combobox', { name: 'Embalagem da linha 3' })).toBeTruthy();
    expect(reportLine(4).textContent).toContain('Código 99999999 não encontrado no catálogo.');
    expect(reportLine(5).textContent).toContain('Quantidade inválida: use só números inteiros.');
    expect(reportLine(6).textContent).toContain('Produto repetido: a quantidade foi somada à linha 1.');
    expect(reportLine(7).textContent).toContain('Quantidade zero: nada a adicionar.');
    expect(await userDb().outbox.count()).toBe(0);

    fireEvent.change(within(reportLine(3)).getByRole('combobox'), { target: { value: String(multiple.product.packages[1]!.id) } });
    expect(await screen.findByRole('button', { name: 'Adicionar 3 itens ao carrinho' })).toBeTruthy();
  });

  it('draws a line that still needs its package apart from a ready one, and does not count it as ready', async () => {
    await show();
    paste(`${single.product.code} 3\n${multiple.product.code} 2`);
    await screen.findByText('1 item pronto de 2 linhas.');
    expect(within(reportLine(1)).getByText('Pronto')).toBeTruthy();
    expect(within(reportLine(2)).getByText('Falta escolher a embalagem')).toBeTruthy();
    expect(within(reportLine(2)).queryByText('Pronto')).toBeNull();
    expect(reportLine(2).className).not.toBe(reportLine(1).className);
    expect(screen.getByRole('button', { name: 'Adicionar 1 item ao carrinho' })).toBeTruthy();
  });

  it('says a product the partner no longer offers is unavailable', async () => {
    await userDb().products.put({ ...single, product: { ...single.product, deleted: true } });
    await show();
    paste(`${single.product.code} 1`);
    expect(await screen.findByText(`${single.product.family.name}: indisponível para este parceiro.`)).toBeTruthy();
  });
});

describe('adding the quick order', () => {
  it('asks the excessive-quantity question once for the batch, then queues one change per product', async () => {
    await show();
    paste(`${single.product.code} 30\n${other.product.code} 40\n${single.product.code} 1`);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar 2 itens ao carrinho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(dialog).getAllByText(/^Você selecionou .*, deseja continuar\?$/)).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('2 itens adicionados ao carrinho.')).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe('');
    const queued = (await userDb().outbox.toArray()).map((entry) => entry.command);
    expect(queued).toEqual([
      expect.objectContaining({ productId: single.id, quantity: 31, confirmExcessive: true, quiet: true }),
      expect.objectContaining({ productId: other.id, quantity: 40, confirmExcessive: true, quiet: true }),
    ]);
    expect(await userDb().cartItems.get([P, single.id])).toMatchObject({ quantity: 31 });
  });

  it('keeps the lines that failed or wait for a package in the field, with their report, and takes out those added', async () => {
    await show();
    paste([`${single.product.code} 3`, '99999999 1', `${multiple.product.code} 2`, '', `${single.product.code} 2`, `${other.product.code} abc`].join('\n'));
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar 1 item ao carrinho' }));
    expect(await screen.findByText('1 item adicionado ao carrinho.')).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe(`99999999 1\n${multiple.product.code} 2\n${other.product.code} abc`);
    expect(await screen.findByText('0 itens prontos de 3 linhas.')).toBeTruthy();
    expect(reportLine(1).textContent).toContain('Código 99999999 não encontrado no catálogo.');
    expect(within(reportLine(2)).getByRole('combobox', { name: 'Embalagem da linha 2' })).toBeTruthy();
    expect(reportLine(3).textContent).toContain('Quantidade inválida: use só números inteiros.');
    expect(await userDb().cartItems.get([P, single.id])).toMatchObject({ quantity: 5 });
  });

  it('adds nothing when the question is cancelled', async () => {
    await show();
    paste(`${single.product.code} 30`);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar 1 item ao carrinho' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Atenção!' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await userDb().outbox.count()).toBe(0);
    expect((field() as HTMLTextAreaElement).value).toBe(`${single.product.code} 30`);
  });
});

describe('bad input', () => {
  const pick = (file: File) => fireEvent.change(screen.getByLabelText('Escolher arquivo CSV', { selector: 'input' }), { target: { files: [file] } });

  it('refuses a 5 MB paste with a message and keeps the text', async () => {
    await show();
    const huge = `${single.product.code} 1\n`.repeat(5 * 1024 * 1024 / 10);
    paste(huge);
    expect(await screen.findByText(/O texto é grande demais para um pedido rápido/)).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe(huge);
  });

  it('refuses pasted binary data with a message', async () => {
    await show();
    paste('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR');
    expect(await screen.findByText(/Isto não parece uma lista de produtos/)).toBeTruthy();
  });

  it('reads a CSV in Latin-1 and one with a BOM and a header, below what was typed', async () => {
    await show();
    paste(`${other.product.code} 1`);
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${single.product.code};2;`), 0x55, 0x6e, 0x69, 0x64, 0x61, 0x64, 0xe9]);
    pick(new File([latin1], 'pedido.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Arquivo “pedido.csv” lido (acentos em Latin-1 convertidos).')).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe(`${other.product.code} 1\n${single.product.code};2;Unidadé`);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`Código;Quantidade\n${multiple.product.code};4`)]);
    pick(new File([bom], 'bom.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Arquivo “bom.csv” lido (UTF-8 com BOM).')).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Embalagem da linha 3' })).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value.endsWith(`Unidadé\n${multiple.product.code};4`)).toBe(true);
  });

  it('refuses a binary file and keeps the typed text', async () => {
    await show();
    paste(`${other.product.code} 1`);
    pick(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])], 'foto.png'));
    expect(await screen.findByText(/Isto não parece uma lista de produtos/)).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe(`${other.product.code} 1`);
  });
});
