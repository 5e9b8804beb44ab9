// The spec's breakpoints are "> 900" (desktop) and "> 2900" (wide home) [commerce §9, B-17]:
// at exactly 900 px a phone layout, from 901 px the desktop one, in the code and in the CSS.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProductCard } from '../../../../src/features/product-card/product-card';
import { PARTNER_ID, freshDb, makeEntry, makeProduct } from '../catalogue/fixtures';

function viewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(async () => void (await freshDb()));
afterEach(() => vi.unstubAllGlobals());

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('breakpoints', () => {
  it.each([
    [900, 'mobile-compact'],
    [901, 'desktop'],
  ])('a lane card at %i px is %s', (width, mode) => {
    viewportWidth(width);
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(makeProduct(1))} size="small" />);
    expect(screen.getByRole('article').className).toContain(mode);
  });

  it('every width media query in the CSS is above 900 or above 2900 px', () => {
    const queries = cssFiles('src').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/@media[^{]*\((min|max)-width:\s*(\d+)px\)/g)].map((m) => `${m[1]}-width: ${m[2]}px`));
    expect(queries.length).toBeGreaterThan(0);
    // 600 px: the order cards' own two-column step, not a layout breakpoint
    expect(queries.filter((q) => !['min-width: 901px', 'min-width: 2901px', 'min-width: 600px'].includes(q))).toEqual([]);
  });
});
