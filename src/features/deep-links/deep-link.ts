// [access §3 "Stored navigation target"] A screen behind sign-in opened while signed out (an
// order, a product, a PIX payment…) is kept and opened after sign-in and partner choice.
// Public screens load this module: no Dexie here.
import { PARTNER_QUERY, paths } from '../../config/paths';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';
import { parsePositiveId } from '../../domain/positive-id';

export interface DeepLink {
  /** the route's pattern, e.g. '/produto/$id' */
  path: string;
  requirePartner: boolean;
  mapQueries: Record<string, string>;
  mapParameters: Record<string, string>;
}

// The screens a link may lead to. Home is where sign-in leads anyway; partner selection is the step itself.
const PARTNER_SCREENS: readonly string[] = [
  paths.search, paths.checkout, paths.categoryItems, paths.orderDetail, paths.productHistory, paths.sector, paths.brand,
  paths.brands, paths.category, paths.contacts, paths.similarProducts, paths.product, paths.archived, paths.orderHistory,
  paths.cart, paths.favorites, paths.payPix, paths.payCard, paths.connectedDevices, paths.guestUsers, paths.profile,
  paths.syncCenter,
];
const OTHER_SCREENS: readonly string[] = [paths.changeAccessCode];

const segmentsOf = (path: string) => path.split('/').slice(1);
const PARAMETER = /^\$(\w+)$/;

/** The screen pattern the address opens with its parameters, or null when it is not a known screen. */
function matchScreen(pathname: string): { path: string; mapParameters: Record<string, string> } | null {
  const actual = segmentsOf(pathname);
  for (const path of [...PARTNER_SCREENS, ...OTHER_SCREENS]) {
    const expected = segmentsOf(path);
    if (expected.length !== actual.length) continue;
    const mapParameters: Record<string, string> = {};
    const matches = expected.every((segment, index) => {
      const name = PARAMETER.exec(segment)?.[1];
      if (!name) return segment === actual[index];
      mapParameters[name] = safeDecode(actual[index]);
      return mapParameters[name] !== '';
    });
    if (matches) return { path, mapParameters };
  }
  return null;
}

/** The pattern with its parameters filled in (encoded). */
function fillPath(path: string, parameters: Record<string, string>): string {
  return `/${segmentsOf(path).map((segment) => {
    const name = PARAMETER.exec(segment)?.[1];
    return name ? encodeURIComponent(parameters[name] ?? '') : segment;
  }).join('/')}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The stored form of an address (the router's parsed search); null for an address that is no screen behind sign-in. */
export function deepLinkOf(pathname: string, search: Record<string, unknown>): DeepLink | null {
  const screen = matchScreen(pathname);
  if (!screen) return null;
  const mapQueries: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') mapQueries[key] = String(value);
  }
  return { path: screen.path, requirePartner: PARTNER_SCREENS.includes(screen.path), mapQueries, mapParameters: screen.mapParameters };
}

const isStringMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** A stored value read back: only a known screen with well-formed fields counts (never an address elsewhere). */
function validDeepLink(value: unknown): DeepLink | null {
  const link = value as Partial<DeepLink> | null;
  if (typeof link?.path !== 'string' || !isStringMap(link.mapQueries) || !isStringMap(link.mapParameters)) return null;
  if (matchScreen(fillPath(link.path, link.mapParameters))?.path !== link.path) return null;
  return { path: link.path, requirePartner: PARTNER_SCREENS.includes(link.path), mapQueries: link.mapQueries, mapParameters: link.mapParameters };
}

/** The partner the link names, when it is one of `selectable`. */
export function linkedPartner(link: DeepLink, selectable: readonly number[]): number | null {
  const id = parsePositiveId(link.mapQueries[PARTNER_QUERY]);
  return id !== undefined && selectable.includes(id) ? id : null;
}

/** The address to open: its parameters filled in, and the chosen partner when the screen needs one. */
export function deepLinkHref(link: DeepLink, partnerId: number | null): string {
  const query = new URLSearchParams(link.mapQueries);
  if (link.requirePartner && partnerId !== null) query.set(PARTNER_QUERY, String(partnerId));
  const search = query.toString();
  return `${fillPath(link.path, link.mapParameters)}${search ? `?${search}` : ''}`;
}

/** Called by the shell's session guard for the address a signed-out user opened. */
export function rememberDeepLink(pathname: string, search: Record<string, unknown>): void {
  const link = deepLinkOf(pathname, search);
  if (link) writeLocal(LOCAL_KEYS.deepLink, JSON.stringify(link));
}

export function pendingDeepLink(): DeepLink | null {
  try {
    return validDeepLink(JSON.parse(readLocal(LOCAL_KEYS.deepLink) ?? 'null'));
  } catch {
    return null;
  }
}

export function forgetDeepLink(): void {
  writeLocal(LOCAL_KEYS.deepLink, null);
}
