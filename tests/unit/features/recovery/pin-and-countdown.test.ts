import { beforeEach, describe, expect, it } from 'vitest';
import { completeCode, emptyCells, enterDigits } from '../../../../src/features/recovery/pin-cells';
import { formatCountdown, readCountdownStart, secondsLeft, startCountdown } from '../../../../src/features/recovery/resend-countdown';

describe('enterDigits', () => {
  it('writes a typed digit into its box and moves on to the next', () => {
    expect(enterDigits(emptyCells(), 2, '7')).toEqual({ cells: ['', '', '7', '', '', ''], focus: 3 });
  });

  it('fills every box with a pasted code, whichever box has the focus, dropping what is not a digit', () => {
    expect(enterDigits(['9', '', '', '', '', ''], 3, ' 482-915 ')).toEqual({ cells: ['4', '8', '2', '9', '1', '5'], focus: 5 });
  });

  it('fills from the focused box with a shorter paste, and ignores input without digits', () => {
    expect(enterDigits(emptyCells(), 4, '123')).toEqual({ cells: ['', '', '', '', '1', '2'], focus: 5 });
    const cells = ['1', '', '', '', '', ''];
    expect(enterDigits(cells, 1, 'abc')).toEqual({ cells, focus: 1 });
  });

  it('gives the code only when all six boxes hold a digit', () => {
    expect(completeCode(['4', '8', '2', '9', '1', ''])).toBeNull();
    expect(completeCode(['4', '8', '2', '9', '1', '5'])).toBe('482915');
  });
});

describe('resend countdown', () => {
  beforeEach(() => localStorage.clear());

  it('counts 120 seconds from the send, in whole seconds', () => {
    const sent = 1_700_000_000_000;
    expect(secondsLeft(sent, sent)).toBe(120);
    expect(secondsLeft(sent, sent + 30_500)).toBe(90);
    expect(secondsLeft(sent, sent + 120_000)).toBe(0);
    expect(secondsLeft(null, sent)).toBe(0);
  });

  it('does not wait when the clock went back before the send', () => {
    expect(secondsLeft(2_000_000, 1_000_000)).toBe(0);
  });

  it('shows mm:ss', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(95)).toBe('01:35');
    expect(formatCountdown(9)).toBe('00:09');
  });

  it('keeps the start in localStorage, so a reload goes on counting', () => {
    expect(readCountdownStart()).toBeNull();
    startCountdown(1_700_000_000_000);
    expect(localStorage.getItem('verificationTimer')).toBe('1700000000000');
    expect(readCountdownStart()).toBe(1_700_000_000_000);
  });
});
