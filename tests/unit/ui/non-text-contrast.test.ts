// @vitest-environment node
// WCAG 1.4.11: the parts of a control or graphic that carry its state reach 3:1 against what is
// next to them. axe checks text only, so these colours are read from the stylesheets and tokens.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tokens = readFileSync('src/ui/tokens.css', 'utf8');

/** A declaration of the rule whose selector is exactly `selector`. */
function declared(file: string, selector: string, property: string): string {
  const css = readFileSync(file, 'utf8');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`^${escaped} \\{([^}]*)\\}`, 'm').exec(css)?.[1];
  const value = block && new RegExp(`^\\s*${property}:\\s*([^;]+);`, 'm').exec(block)?.[1];
  if (!value) throw new Error(`${file}: no ${property} in ${selector}`);
  return value.trim();
}

/** A colour as #rrggbb, through the tokens' var() chain. */
function colour(value: string): string {
  const token = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (token) {
    const defined = new RegExp(`^\\s*${token}:\\s*([^;]+);`, 'm').exec(tokens)?.[1];
    if (!defined) throw new Error(`no token ${token}`);
    return colour(defined.trim());
  }
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  throw new Error(`not a colour: ${value}`);
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(colour(a)), luminance(colour(b))].sort((x, y) => y - x);
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}

const PIX = 'src/features/payments/pix.module.css';
const CAROUSEL = 'src/features/catalogue/banner-carousel.module.css';
const FORM = 'src/ui/form.module.css';

describe('non-text contrast (3:1)', () => {
  it('the PIX progress bar: its fill on the track and on the card, the track edge on the card', () => {
    const fill = declared(PIX, '.progress span', 'background');
    const track = declared(PIX, '.progress', 'background');
    const edge = declared(PIX, '.progress', 'border').split(' ').pop()!;
    const card = declared(PIX, '.ready,\n.pending', 'background');
    expect(contrast(fill, track)).toBeGreaterThanOrEqual(3); // 3.06:1 today
    expect(contrast(fill, card)).toBeGreaterThanOrEqual(3); // 3.61:1 today
    expect(contrast(edge, card)).toBeGreaterThanOrEqual(3); // 5.83:1 today
  });

  it('the carousel dots on their backing: the current one and the others', () => {
    const backing = declared(CAROUSEL, '.dots', 'background');
    expect(contrast(declared(CAROUSEL, ".dot[aria-current='true']::before", 'background'), backing)).toBeGreaterThanOrEqual(3); // 6.05:1 today
    expect(contrast(declared(CAROUSEL, '.dot::before', 'background'), backing)).toBeGreaterThanOrEqual(3); // 16.5:1 today
  });

  it("a text field's edge on its own background", () => {
    const edge = declared(FORM, '.input', 'border').split(' ').pop()!;
    expect(contrast(edge, declared(FORM, '.input', 'background'))).toBeGreaterThanOrEqual(3); // 5.9:1 today
  });
});
