import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { QuantityStepper } from '../../../../src/features/product-card/quantity-stepper';


function Harness({ initial, onCommit }: { initial: number; onCommit?: () => void }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper value={value} familyName="Arroz" onChange={setValue} onCommit={onCommit} />;
}

const input = () => screen.getByRole('textbox', { name: 'Quantidade de Arroz' }) as HTMLInputElement;
const plus = () => screen.getByRole('button', { name: 'Adicionar uma unidade de Arroz' });
const minus = () => screen.getByRole('button', { name: 'Remover uma unidade de Arroz' });

/** The cart write lands a moment after `onChange`, as the Dexie live query does. */
function LaggingHarness({ initial, sent }: { initial: number; sent: number[] }) {
  const [value, setValue] = useState(initial);
  const onChange = (quantity: number) => {
    sent.push(quantity);
    setTimeout(() => setValue(quantity), 30);
  };
  return <QuantityStepper value={value} familyName="Arroz" onChange={onChange} />;
}

describe('QuantityStepper', () => {
  it('builds on the quantity just asked for while the cart write has not landed', async () => {
    const sent: number[] = [];
    render(<LaggingHarness initial={17} sent={sent} />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '1' } });
    fireEvent.change(input(), { target: { value: '17' } }); // before the 1 landed
    fireEvent.blur(input());
    fireEvent.click(plus());
    fireEvent.click(plus()); // two quick taps
    expect(sent).toEqual([1, 17, 18, 19]);
    await waitFor(() => expect(input().value).toBe('19'));
  });

  it('keeps building on the asked quantity while its write waits longer than a second (its code still loading)', () => {
    vi.useFakeTimers();
    try {
      const sent: number[] = [];
      let write = () => {};
      const onChange = (quantity: number) => {
        sent.push(quantity);
        return new Promise<void>((resolve) => (write = resolve));
      };
      render(<QuantityStepper value={5} familyName="Arroz" onChange={onChange} />);
      fireEvent.click(plus());
      vi.advanceTimersByTime(1500);
      fireEvent.click(plus());
      expect(sent).toEqual([6, 7]);
      write();
    } finally {
      vi.useRealTimers();
    }
  });

  it('disables minus at 0 and plus at 999', () => {
    render(<Harness initial={0} />);
    expect(minus().hasAttribute('disabled')).toBe(true);
    expect(plus().hasAttribute('disabled')).toBe(false);
    fireEvent.change(input(), { target: { value: '999' } });
    expect(plus().hasAttribute('disabled')).toBe(true);
    expect(minus().hasAttribute('disabled')).toBe(false);
  });

  it('steps up and down', () => {
    render(<Harness initial={1} />);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(input().value).toBe('3');
    fireEvent.click(minus());
    expect(input().value).toBe('2');
  });

  it('keeps digits only and ignores entries above 999', () => {
    render(<Harness initial={5} />);
    fireEvent.change(input(), { target: { value: '1a2' } });
    expect(input().value).toBe('12');
    fireEvent.change(input(), { target: { value: '1000' } });
    expect(input().value).toBe('12');
    fireEvent.change(input(), { target: { value: '999' } });
    expect(input().value).toBe('999');
  });

  it('blocks the arrow keys and number-like keys', () => {
    render(<Harness initial={5} />);
    for (const key of ['ArrowUp', 'ArrowDown', 'e', '-', '+']) {
      const allowed = fireEvent.keyDown(input(), { key });
      expect(allowed).toBe(false);
    }
    fireEvent.wheel(input(), { deltaY: -100 });
    expect(input().value).toBe('5');
  });

  it('leaves an emptied field empty while typing and commits 0 on blur', () => {
    const onCommit = vi.fn();
    render(<Harness initial={4} onCommit={onCommit} />);
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().value).toBe('');
    fireEvent.blur(input());
    expect(input().value).toBe('0');
    expect(onCommit).toHaveBeenCalledOnce();
    expect(minus().hasAttribute('disabled')).toBe(true);
  });

  it("says when a typed '0' waits for the field to be left, and when it no longer does", async () => {
    const onZeroTyped = vi.fn();
    const onChange = vi.fn();
    render(<QuantityStepper value={4} familyName="Arroz" onChange={onChange} onZeroTyped={onZeroTyped} />);
    fireEvent.change(input(), { target: { value: '0' } });
    expect(onZeroTyped.mock.calls).toEqual([[true]]);
    fireEvent.change(input(), { target: { value: '05' } }); // '05' is 5: the removal is off
    expect(onZeroTyped.mock.calls).toEqual([[true], [false]]);
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith(0);
    // Forgotten only once the removal is written.
    await waitFor(() => expect(onZeroTyped.mock.calls).toEqual([[true], [false], [true], [false]]));
  });
});
