// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shiftClearOf } from '../../../../src/app/shell/clear-of-tap';

// A 390×844 phone: the dialog from 244 to 600, its 'Sair e esquecer este usuário' from 488 to 532.
const dialog = { top: 244, bottom: 600 };
const button = { top: 488, bottom: 532 };
const HEIGHT = 844;

describe('shiftClearOf', () => {
  it.each([
    ['below the button: no move', { top: 596, bottom: 648 }, 0],
    ['above the button: no move', { top: 336, bottom: 388 }, 0],
    ['under the button, nearer its top: the dialog goes up, clear of it by 8 px', { top: 492, bottom: 544 }, -48],
    ['under the button, nearer its bottom: the dialog goes down', { top: 470, bottom: 500 }, 20],
  ])('the tap %s', (_case, spot, shift) => {
    expect(shiftClearOf(button, dialog, spot, HEIGHT)).toBe(shift);
  });

  it('moves the other way when the smaller move would leave the screen', () => {
    // Down 48 would push the dialog's foot off the screen: up 62.
    expect(shiftClearOf({ top: 700, bottom: 744 }, { top: 400, bottom: 830 }, { top: 690, bottom: 740 }, HEIGHT)).toBe(-62);
    // Up 42 would push its head off the screen: down 48.
    expect(shiftClearOf({ top: 20, bottom: 64 }, { top: 8, bottom: 300 }, { top: 30, bottom: 60 }, HEIGHT)).toBe(48);
  });

  it('leaves the dialog where it is when no move fits on the screen', () => {
    expect(shiftClearOf({ top: 400, bottom: 444 }, { top: 8, bottom: 836 }, { top: 410, bottom: 430 }, HEIGHT)).toBe(0);
  });
});
