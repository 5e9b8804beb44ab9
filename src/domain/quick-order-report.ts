// The quick order's report: what each line would add to the cart, before anything is added
// (docs/decisions/0138-quick-order-lines-and-report.md).
import type { Package, ProductEntry } from './entities/catalogue';
import { excessiveThreshold } from './excessive-quantity';
import { lineTotal } from './pricing';
import { isMobileCardHidden } from './product-visibility';
import { MAX_QUANTITY } from './quantity';
import { normalizeText } from './search-words';
import type { LineProblem, QuickOrderLine } from './quick-order-lines';

export type QuickOrderEntry = Pick<ProductEntry, 'product' | 'suggestedQuantity'>;

/**
 * The device's catalogue as the report reads it: a product by a line's code or barcode; undefined when
 * there is none; 'unchecked' when the device cannot tell yet (its catalogue is incomplete and the server was not asked).
 */
export type FindProduct = (code: string) => QuickOrderEntry | 'unchecked' | undefined;

/** A product in the cart: its quantity and package. */
export interface InCart {
  quantity: number;
  productPackageId: number;
}

interface LineBase {
  line: number;
  text: string;
}

export interface FoundLine extends LineBase {
  kind: 'found';
  entry: QuickOrderEntry;
  /** undefined: the product has several packages and the line did not say which (or said one it lacks) */
  packageId: number | undefined;
  /** the package the line named that the product lacks */
  unknownHint?: string;
  /** packages added by this line (and any later line of the same product), after a cut */
  quantity: number;
  /** asked for, when the limit cut it */
  cutFrom?: number;
  /** in the cart already, in the same package: the line adds to it */
  inCart: number;
  excessive: boolean;
  /** the added packages' price (undefined until the package is known) */
  total?: number;
}

export type ReportLine =
  | FoundLine
  | (LineBase & { kind: 'invalid'; problem: LineProblem })
  | (LineBase & { kind: 'not-found'; code: string })
  | (LineBase & { kind: 'unchecked'; code: string })
  | (LineBase & { kind: 'unavailable'; name: string })
  | (LineBase & { kind: 'repeated'; firstLine: number });

/** A package the product offers whose label, description or label's first word is the hint, when only one is. */
function packageByHint(packages: Package[], hint: string): Package | undefined {
  const wanted = normalizeText(hint).replace(/\s+/g, ' ').trim();
  const names = (pkg: Package) => [pkg.label, pkg.description, pkg.label.split(/\s+/)[0] ?? ''].map((name) => normalizeText(name).trim());
  const matching = packages.filter((pkg) => names(pkg).includes(wanted));
  return matching.length === 1 ? matching[0] : undefined;
}

function resolvePackage(packages: Package[], hint: string | undefined, inCart: InCart | undefined, chosen: number | undefined) {
  if (chosen !== undefined && packages.some((pkg) => pkg.id === chosen)) return { packageId: chosen };
  if (hint !== undefined) {
    const found = packageByHint(packages, hint);
    return found ? { packageId: found.id } : { packageId: packages.length === 1 ? packages[0]!.id : undefined, unknownHint: hint };
  }
  if (packages.length === 1) return { packageId: packages[0]!.id };
  return { packageId: inCart?.productPackageId };
}

/** The line's quantity, cut so that the cart holds at most 999; flagged when above the excessive threshold. */
function settle(line: FoundLine, asked: number, cart: InCart | undefined): FoundLine {
  const inCart = cart && cart.productPackageId === line.packageId ? cart.quantity : 0;
  const room = Math.max(0, MAX_QUANTITY - inCart);
  const quantity = Math.min(asked, room);
  const pkg = line.entry.product.packages.find((candidate) => candidate.id === line.packageId);
  return {
    ...line,
    inCart,
    quantity,
    ...(quantity < asked ? { cutFrom: asked } : {}),
    excessive: inCart + quantity > excessiveThreshold(line.entry.suggestedQuantity),
    total: pkg ? lineTotal(line.entry.product, pkg, quantity) : undefined,
  };
}

/**
 * Each line against the device's catalogue and cart. A product named again on a later line adds
 * its quantity to its first line. `chosen` holds the packages picked for lines that did not say.
 */
export function quickOrderReport(
  lines: readonly QuickOrderLine[],
  find: FindProduct,
  cart: ReadonlyMap<number, InCart>,
  chosen: ReadonlyMap<number, number> = new Map(),
): ReportLine[] {
  const report: ReportLine[] = [];
  const firstOf = new Map<number, { index: number; asked: number }>();
  for (const parsed of lines) {
    const base = { line: parsed.line, text: parsed.text };
    if (parsed.kind === 'invalid') {
      report.push({ ...base, kind: 'invalid', problem: parsed.problem });
      continue;
    }
    const entry = find(parsed.code);
    if (!entry || entry === 'unchecked') {
      report.push({ ...base, kind: entry ?? 'not-found', code: parsed.code });
      continue;
    }
    const { product } = entry;
    if (product.deleted || isMobileCardHidden(product) || product.packages.length === 0) {
      report.push({ ...base, kind: 'unavailable', name: product.family.name });
      continue;
    }
    const first = firstOf.get(product.id);
    if (first) {
      first.asked += parsed.quantity;
      report.push({ ...base, kind: 'repeated', firstLine: report[first.index]!.line });
      continue;
    }
    firstOf.set(product.id, { index: report.length, asked: parsed.quantity });
    const pkg = resolvePackage(product.packages, parsed.packageHint, cart.get(product.id), chosen.get(parsed.line));
    report.push({ ...base, kind: 'found', entry, ...pkg, quantity: parsed.quantity, inCart: 0, excessive: false });
  }
  for (const { index, asked } of firstOf.values()) {
    const line = report[index] as FoundLine;
    report[index] = settle(line, asked, cart.get(line.entry.product.id));
  }
  return report;
}

/** A line the add takes: its package is known and it adds something. */
export function isReady(line: ReportLine): line is FoundLine & { packageId: number } {
  return line.kind === 'found' && line.packageId !== undefined && line.quantity > 0;
}

/** The cart items the report adds: the ready lines. */
export function quickOrderItems(report: readonly ReportLine[]) {
  return report
    .filter(isReady)
    .map((line) => ({ productId: line.entry.product.id, productPackageId: line.packageId, quantity: line.inCart + line.quantity, excessive: line.excessive }));
}
