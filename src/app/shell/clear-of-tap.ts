import type { TapSpot } from '../../ui/sign-out-request';

const GAP = 8;

/**
 * How far (px, positive down) to move a dialog so that `button`, inside it, is no longer under `spot`, where a
 * second tap of a double tap lands; the dialog stays on screen and the smaller move wins. 0 when the button is clear
 * already, or when no move fits on the screen.
 */
export function shiftClearOf(button: TapSpot, dialog: TapSpot, spot: TapSpot, viewportHeight: number): number {
  if (button.bottom <= spot.top || button.top >= spot.bottom) return 0;
  const up = spot.top - GAP - button.bottom;
  const down = spot.bottom + GAP - button.top;
  const fits = (shift: number) => dialog.top + shift >= GAP && dialog.bottom + shift <= viewportHeight - GAP;
  const [smallest] = [up, down].filter(fits).sort((a, b) => Math.abs(a) - Math.abs(b));
  return smallest ?? 0;
}
