import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

type Listener = (event: unknown) => void;
const listeners = new Set<Listener>();

vi.mock('../../../../src/sync/engine/events', () => ({
  onSyncEvent: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));
vi.mock('../../../../src/sync/commands/user-commands', () => ({
  confirmExcessive: vi.fn(async () => undefined),
  cancelExcessive: vi.fn(async () => undefined),
  startSync: vi.fn(),
}));

const { SyncFeedback } = await import('../../../../src/features/cart/sync-feedback');
const { ToastHost } = await import('../../../../src/ui/toast');
const commands = await import('../../../../src/sync/commands/user-commands');
const { loadCommands } = await import('../../../../src/sync/commands/load-commands');

function emit(event: unknown) {
  act(() => listeners.forEach((listener) => listener(event)));
}

const message = 'Você selecionou 40 CX 12 de Arroz Tipo 1, deseja continuar?';
// The question's code is imported when it is first asked: on a busy machine that takes more than findBy's 1 s.
const QUESTION_LOADED = { timeout: 10_000 };

beforeEach(() => {
  vi.clearAllMocks();
  render(
    <>
      <SyncFeedback />
      <ToastHost />
    </>,
  );
});

describe('SyncFeedback', () => {
  it('asks about an excessive quantity and confirms it', async () => {
    emit({ type: 'excessive', partnerId: 1, productId: 5, message });
    expect(await screen.findByRole('heading', { name: 'Atenção!' }, QUESTION_LOADED)).toBeTruthy();
    expect(screen.getByText('Quantidade fora do padrão de compra')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await loadCommands();
    expect(commands.confirmExcessive).toHaveBeenCalledWith(1, 5);
    expect(commands.cancelExcessive).not.toHaveBeenCalled();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('cancels an excessive quantity (the quantity reverts in the sync layer)', async () => {
    emit({ type: 'excessive', partnerId: 1, productId: 5, message });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }, QUESTION_LOADED));
    await loadCommands();
    expect(commands.cancelExcessive).toHaveBeenCalledWith(1, 5);
    expect(commands.confirmExcessive).not.toHaveBeenCalled();
  });

  it('shows a removal toast whose Desfazer undoes it', () => {
    const undo = vi.fn();
    emit({ type: 'toast', text: 'Item removido!', undo });
    expect(screen.getByText('Item removido!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(undo).toHaveBeenCalledOnce();
  });

  it('shows error texts as toasts without an action', () => {
    emit({ type: 'error', text: 'Não foi possível realizar a operação, tente novamente.' });
    expect(screen.getByText('Não foi possível realizar a operação, tente novamente.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
  });
});
