import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPIED_ICON_MS, CopyButton } from '../../../src/ui/copy-button';
import { ToastHost } from '../../../src/ui/toast';

const writeText = vi.fn<(text: string) => Promise<void>>();
const CHECK = 'M5 12l5 5 9-10';

function show() {
  render(
    <>
      <CopyButton text="123" label="Copiar código de barras" copiedMessage="Copiado!" failedMessage="Não copiado." />
      <ToastHost />
    </>,
  );
  return screen.getByRole('button', { name: 'Copiar código de barras' });
}

const drawsCheck = (button: HTMLElement) => button.querySelector(`path[d="${CHECK}"]`) !== null;

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

describe('CopyButton', () => {
  it('copies, says so, and shows the check for 3 s', async () => {
    const button = show();
    expect(drawsCheck(button)).toBe(false);
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('123');
    expect(screen.getByText('Copiado!')).toBeTruthy();
    expect(drawsCheck(button)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(COPIED_ICON_MS - 1));
    expect(drawsCheck(button)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(drawsCheck(button)).toBe(false);
  });

  it('says when the clipboard refuses, without the check', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const button = show();
    await act(async () => fireEvent.click(button));
    expect(screen.getByText('Não copiado.')).toBeTruthy();
    expect(drawsCheck(button)).toBe(false);
  });
});
