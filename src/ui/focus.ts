// Where keyboard focus goes when a dialog or a toast appears or goes away.

const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]';

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert], [hidden]')) return false;
  // Engines without layout (jsdom) have no checkVisibility: everything counts as shown.
  return element.checkVisibility?.() ?? true;
}

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter(isTabbable);
}

/** Marks a region that is a tab stop only so the keyboard can scroll it. */
export const SCROLL_REGION_ATTRIBUTE = 'data-scroll-region';

/** A scroll region is skipped: whether it overflows depends on when its content arrived. */
function firstControl(root: HTMLElement): HTMLElement | null {
  return tabbables(root).find((element) => !element.hasAttribute(SCROLL_REGION_ATTRIBUTE)) ?? null;
}

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: the
 * native modal would let the focus out to the browser's own controls.
 */
export function wrapTab(root: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const controls = tabbables(root);
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  const leaving = event.shiftKey ? active === first || !root.contains(active) : active === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** The body has it: the element that held focus was removed or hidden. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * The first control of an opened dialog; without one, its heading (made focusable by
 * script only), so a screen reader starts at the title rather than on the page behind.
 */
export function focusInitial(dialog: HTMLElement): void {
  const control = firstControl(dialog);
  if (control) {
    control.focus();
    return;
  }
  const heading = dialog.querySelector<HTMLElement>('h1, h2, h3');
  const target = heading ?? dialog;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * Back to the control that opened a dialog; when it is gone, or the page opened the dialog by itself (the body had
 * the focus), to the screen's title, so the next Tab starts at the top of the screen and not at the browser's bar.
 */
export function focusOpener(opener: HTMLElement | null): void {
  if (opener?.isConnected && opener !== document.body) {
    opener.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
