// Where keyboard focus goes when a dialog or a toast appears or goes away.

const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]';

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert], [hidden]')) return false;
  // Engines without layout (jsdom) have no checkVisibility: everything counts as shown.
  return element.checkVisibility?.() ?? true;
}

export function firstTabbable(root: HTMLElement): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>(CONTROLS)].find(isTabbable) ?? null;
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
  const control = firstTabbable(dialog);
  if (control) {
    control.focus();
    return;
  }
  const heading = dialog.querySelector<HTMLElement>('h1, h2, h3');
  const target = heading ?? dialog;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
