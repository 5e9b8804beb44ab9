// The 6 boxes of a one-time-code input as data: what typing or pasting into box `index` does.

export const PIN_LENGTH = 6;

export function emptyCells(): string[] {
  return Array.from({ length: PIN_LENGTH }, () => '');
}

/**
 * Digits typed, pasted or autofilled into box `index` fill it and the boxes after it; anything but digits is
 * dropped. A paste of the whole code fills every box whichever box has the focus. Answers the new boxes and the
 * box to focus next.
 */
export function enterDigits(cells: string[], index: number, input: string): { cells: string[]; focus: number } {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return { cells, focus: index };
  const start = digits.length >= PIN_LENGTH ? 0 : index;
  const next = [...cells];
  const written = digits.slice(0, PIN_LENGTH - start);
  [...written].forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { cells: next, focus: Math.min(start + written.length, PIN_LENGTH - 1) };
}

/** The code when every box has a digit, else null. */
export function completeCode(cells: string[]): string | null {
  return cells.every((cell) => /^\d$/.test(cell)) ? cells.join('') : null;
}
