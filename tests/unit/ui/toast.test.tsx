import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, ToastHost } from '../../../src/ui/toast';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    act(() => vi.runAllTimers());
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the visible one', () => {
    render(<ToastHost />);
    act(() => showToast('Quantidade atualizada!'));
    act(() => showToast('Item removido!'));
    const region = screen.getByRole('status');
    expect(region).toHaveProperty('textContent', 'Item removido!');
    expect(region.getAttribute('aria-live')).toBe('polite');
  });

  it('goes away by itself after about 3.5 seconds', () => {
    render(<ToastHost />);
    act(() => showToast('Usuário excluido com sucesso!'));
    act(() => vi.advanceTimersByTime(3400));
    expect(screen.getByRole('status').textContent).toBe('Usuário excluido com sucesso!');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('runs its action and closes', () => {
    const undo = vi.fn();
    render(<ToastHost />);
    act(() => showToast('Item removido!', { label: 'Desfazer', onClick: undo }));
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('gives its action the focus when the focus was lost', () => {
    render(<ToastHost />);
    act(() => showToast('Item removido!', { label: 'Desfazer', onClick: () => {} }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Desfazer' }));
  });

  it('leaves the focus where it is on a control', () => {
    render(
      <>
        <button type="button">Adicionar</button>
        <ToastHost />
      </>,
    );
    const control = screen.getByRole('button', { name: 'Adicionar' });
    control.focus();
    act(() => showToast('Item removido!', { label: 'Desfazer', onClick: () => {} }));
    expect(document.activeElement).toBe(control);
  });

  it('takes the focus when the focused control goes away while it shows', async () => {
    const view = render(
      <>
        <button type="button">Remover</button>
        <ToastHost />
      </>,
    );
    screen.getByRole('button', { name: 'Remover' }).focus();
    act(() => showToast('Item removido!', { label: 'Desfazer', onClick: () => {} }));
    view.rerender(<ToastHost />);
    await act(async () => undefined);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Desfazer' }));
  });

  it('hands the focus to the main content when it goes away with the focus inside', () => {
    render(
      <>
        <main tabIndex={-1}>Carrinho</main>
        <ToastHost />
      </>,
    );
    act(() => showToast('Item removido!', { label: 'Desfazer', onClick: () => {} }));
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
