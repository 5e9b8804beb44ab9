// The bars of an Interleaved 2 of 5 symbol (the FEBRABAN slip barcode), encoded by bwip-js and drawn by us as
// vector boxes: crisp at any zoom and on any printer, a few hundred bytes, and exact module widths, which a bitmap
// scaled into the page would blur.
import bwipjs from 'bwip-js/node';

/** FEBRABAN: wide elements three times the narrow ones. */
export const WIDE_TO_NARROW = 3;

export interface Bar {
  /** left edge, in narrow-module widths from the start of the symbol */
  x: number;
  /** width in narrow-module widths */
  width: number;
}

/**
 * The dark bars of the symbol for `digits` (an even count), start and stop patterns included. bwip-js answers the
 * element sequence bar, space, bar… with 1 for narrow and 2 for wide; the wide width is ours to choose.
 */
export function interleaved2of5Bars(digits: string): Bar[] {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError('Interleaved 2 of 5 codifica um número par de dígitos');
  const [symbol] = bwipjs.raw('interleaved2of5', digits);
  if (!('sbs' in symbol)) throw new Error('bwip-js não devolveu as barras do símbolo');
  const bars: Bar[] = [];
  let x = 0;
  for (const [index, element] of symbol.sbs.entries()) {
    const width = element === 1 ? 1 : WIDE_TO_NARROW;
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  }
  return bars;
}

/** The symbol's width in narrow modules (103 mm at FEBRABAN's 0.254 mm module for 44 digits). */
export function symbolWidth(bars: Bar[]): number {
  const last = bars[bars.length - 1];
  return last.x + last.width;
}
