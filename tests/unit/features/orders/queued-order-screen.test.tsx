// An order finished offline opens on the device alone: as it was finished, with its state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatBrl } from '../../../../src/domain/format';

const { QueuedOrderScreen } = await import('../../../../src/features/orders/queued-order-screen');
const { validateQueuedOrderSearch } = await import('../../../../src/app/route-search');
const { renderPartnerScreen } = await import('../../app/render-with-router');
const { PARTNER_ID, freshDb, queuedEntry } = await import('./fixtures');

let db: Awaited<ReturnType<typeof freshDb>>;

const show = (id: string) =>
  renderPartnerScreen(QueuedOrderScreen, `/pedido-aguardando?parceiro=${PARTNER_ID}&id=${id}`, { validateSearch: validateQueuedOrderSearch });

/** The value of a fact of the screen, by its label. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(async () => {
  db = await freshDb();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});

afterEach(() => vi.restoreAllMocks());

describe('QueuedOrderScreen', () => {
  it('offline, shows the order as it was finished: items, quantities, prices, totals, plan, date, address and state', async () => {
    await db.outbox.add(queuedEntry('a'));
    await show('a');
    const item = (await screen.findByRole('heading', { level: 3, name: 'Arroz Tipo 1' })).closest('li') as HTMLElement;
    expect(within(item).getByText('Tio João')).toBeTruthy();
    expect(within(item).getByText('Embalagem: CX 12')).toBeTruthy();
    expect(within(item).getByText('Quantidade: 2')).toBeTruthy();
    expect(within(item).getByText('R$ 10,00/UN')).toBeTruthy();
    expect(within(item).getByText('R$ 240,00')).toBeTruthy();
    expect(fact('Situação')).toBe('Aguardando envio');
    expect(fact('Data de entrega')).toBe('15/07/2099');
    expect(fact('Endereço de entrega')).toBe('Rua das Flores, 120 - Centro, São Paulo/SP');
    expect(fact('Finalizado em')).toMatch(/^28\/11\/2026 \d\d:\d\d$/);
    const totals = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(within(totals).getByText('Taxa de entrega').nextElementSibling?.textContent).toBe(formatBrl(15));
    expect(within(totals).getByText('Total').nextElementSibling?.textContent).toBe(formatBrl(255));
    expect(within(totals).getByText('Forma de pagamento').nextElementSibling?.textContent).toBe(`Boleto 28 dias · 1 x ${formatBrl(255)}`);
  });

  it('in review, shows the server’s reason and the answers', async () => {
    await db.outbox.add(queuedEntry('b', { message: 'O pedido mudou desde a sua revisão e não foi enviado.', differences: [] }));
    await show('b');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'O pedido mudou desde a sua revisão e não foi enviado.');
    expect(fact('Situação')).toBe('Precisa de revisão');
    expect(screen.getByRole('button', { name: 'Descartar pedido' })).toBeTruthy();
  });

  it('once the order left the device, says so and leads to the order list', async () => {
    await show('gone');
    expect(await screen.findByText('Este pedido não está mais aguardando no aparelho: ele já foi enviado ou descartado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver meus pedidos' }).getAttribute('href')).toBe(`/historico-pedidos?parceiro=${PARTNER_ID}`);
  });
});
