// Driving the app with the keyboard alone, checking at every Tab that the focused control can be seen (WCAG 2.4.11):
// its centre inside the window and not under a fixed or sticky bar (what the browser finds at that point is the control).
import { expect, type Page } from '@playwright/test';

/** What has the focus, as a failure message names it. */
export interface Focused {
  name: string;
  tag: string;
}

/** Null when the focused control is in sight; else why not ('x = 1646 outside 1366×768', 'under header.…'). */
async function hiddenFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'the focus is on the page body';
    if (element.tagName === 'DIALOG' || element.closest('dialog[open]')) return null;
    const box = element.getBoundingClientRect();
    const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    // A radio or checkbox drawn by its label: the label is what is seen.
    const seen = box.width <= 2 && element instanceof HTMLInputElement && element.labels?.[0] ? element.labels[0].getBoundingClientRect() : box;
    const x = seen.left + seen.width / 2;
    const y = seen.top + seen.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `${label}: centre (${Math.round(x)}, ${Math.round(y)}) outside ${innerWidth}×${innerHeight}`;
    const hit = document.elementFromPoint(x, y);
    if (!hit) return `${label}: nothing at its centre`;
    const own = element.contains(hit) || [...(element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.labels ?? [] : [])].some((l) => l.contains(hit));
    if (own) return null;
    return `${label} at (${Math.round(x)}, ${Math.round(y)}) is under ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')} "${(hit.textContent ?? '').trim().slice(0, 30)}"`;
  });
}

/** The focused control's name (its label, text or placeholder) and tag. */
export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const labelled = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      ((element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || element.getAttribute('placeholder') || '');
    return { name: name.trim().replace(/\s+/g, ' '), tag: element.tagName.toLowerCase() };
  });
}

/** The focus is in sight, once the page has scrolled to it. */
export async function expectFocusInSight(page: Page): Promise<void> {
  await expect.poll(() => hiddenFocus(page), { timeout: 3_000, intervals: [50, 100, 200] }).toBeNull();
}

/** Presses Tab (or Shift+Tab) and checks the control it reaches can be seen. */
export async function tab(page: Page, shift = false): Promise<Focused> {
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  await expectFocusInSight(page);
  return focused(page);
}

/** Tabs on, checking every stop, until the focus is on a control whose name matches; fails after `limit` stops. */
export async function tabTo(page: Page, name: string | RegExp, options: { limit?: number; shift?: boolean } = {}): Promise<number> {
  const { limit = 200, shift = false } = options;
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let stops = 1; stops <= limit; stops++) {
    if (matches((await tab(page, shift)).name)) return stops;
  }
  throw new Error(`no control named ${String(name)} within ${limit} Tab stops (last: ${(await focused(page)).name})`);
}
