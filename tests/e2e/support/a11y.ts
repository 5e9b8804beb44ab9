// axe-core on the screens the tests reach: `expectAccessible(page)` where a screen or
// dialog is reached, and the `test` of ./test.ts checks the last screen of every test.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/**
 * WCAG 2.0 and 2.1 levels A and AA, 2.2 AA, and axe's best practices (landmarks, one h1,
 * heading order, unique landmark names…): every screen passes them all. No rule is
 * disabled and nothing on the page is excluded.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const MAX_NODES_SHOWN = 8;

/**
 * Screens already checked in this worker. The shared steps (sign-in, opening the cart…)
 * reach the same screens in most tests; each is checked the first time. A screen whose
 * state the test changed is checked again with `force`, and the last screen of every test
 * always is (./test.ts).
 */
const checked = new Set<string>();

/**
 * Every page state axe has passed in this worker, as a hash of the URL, the viewport and the whole DOM: a state
 * already passed is not checked again, even when forced (a test's last screen is often the one it just checked).
 */
const passedStates = new Set<string>();

/** A hash of what axe would read: the same text means the same elements, attributes and styles' inputs. */
async function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const text = `${location.href} ${innerWidth}x${innerHeight} ${document.documentElement.outerHTML}`;
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return `${text.length}:${(hash >>> 0).toString(16)}`;
  });
}

/** The URL path and the names of the open dialogs: what makes one screen differ from another. */
async function screenKey(page: Page): Promise<string> {
  const dialogs = await page.evaluate(() =>
    [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')]
      .filter((element) => (element as HTMLElement).offsetParent !== null || element.matches('dialog[open]'))
      .map((element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const label = labelledBy ? document.getElementById(labelledBy)?.textContent : element.getAttribute('aria-label');
        return (label ?? '?').trim();
      }),
  );
  const { pathname } = new URL(page.url());
  return dialogs.length ? `${pathname} + dialog ${dialogs.map((d) => `"${d}"`).join(', ')}` : pathname;
}

/** Lets finite animations (a dialog fading in, a toast sliding) end, so colours are read at rest. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

export function formatViolations(screen: string, violations: Result[]): string {
  const lines = [`axe: ${violations.length} accessibility violation(s) on ${screen}`];
  for (const violation of violations) {
    lines.push(`  ✗ ${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help} (${violation.helpUrl})`);
    for (const node of violation.nodes.slice(0, MAX_NODES_SHOWN)) {
      lines.push(`      ${node.target.map(String).join(' >>> ')}`);
      const why = (node.failureSummary ?? '').split('\n').slice(1).map((line) => line.trim()).filter(Boolean);
      if (why.length) lines.push(`        ${why.join(' / ')}`);
    }
    if (violation.nodes.length > MAX_NODES_SHOWN) {
      lines.push(`      … and ${violation.nodes.length - MAX_NODES_SHOWN} more element(s)`);
    }
  }
  return lines.join('\n');
}

/** Runs axe on what the page shows now; fails with rule id, impact and target selectors. */
export async function expectAccessible(page: Page, options: { force?: boolean } = {}): Promise<void> {
  const screen = await screenKey(page);
  if (checked.has(screen) && !options.force) return;
  checked.add(screen);

  await test.step(`axe: ${screen}`, async () => {
    await settle(page);
    const state = await pageState(page);
    if (passedStates.has(state)) return;
    // Legacy mode runs axe inside the page in one pass. The default mode assembles the
    // result in a blank page it opens per run, which doubles the time of a check on the
    // home screen; the app has no cross-origin frames, the one thing that mode adds. Only violations are listed
    // in full: describing every passing element of a home of 50+ cards took half of each check.
    const results: AxeResults = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
    if (results.violations.length) {
      await test.info().attach(`axe violations on ${screen}`, {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
    }
    expect(results.violations.length, formatViolations(screen, results.violations)).toBe(0);
    passedStates.add(state);
  }, { box: true });
}
