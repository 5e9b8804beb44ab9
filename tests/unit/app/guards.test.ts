import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginEntryRule, partnerGuard, requireSession, savedUsersRule, storedPartnerGuard, unknownPathRule } from '../../../src/app/guards';
import type { RouterContext } from '../../../src/app/router-context';
import { entryPagePath } from '../../../src/config/prerendered-paths';
import type { Session } from '../../../src/session/session';

vi.mock('../../../src/session/session', () => ({}));

const session: Session = { token: 't', username: 'ana', name: 'Ana Souza', userId: '1', guest: false };

function context(overrides: Partial<RouterContext> = {}): RouterContext {
  return {
    getSession: () => session,
    currentPartnerId: () => null,
    clearPartner: vi.fn(),
    ensurePartnerSelected: vi.fn(async () => true),
    mayHaveSavedUsers: async () => true,
    ...overrides,
  };
}

async function redirectOf(run: () => unknown): Promise<{ href?: string } | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    const { to, search } = thrown.options as { to?: string; search?: Record<string, unknown> };
    const query = search ? `?${new URLSearchParams(search as Record<string, string>)}` : '';
    return { href: `${to}${query}` };
  }
}

describe('partnerGuard', () => {
  it('sends to partner selection when no partner id is known (A-15)', async () => {
    const result = await redirectOf(() => partnerGuard(context(), { pathname: '/', search: {} }));
    expect(result?.href).toBe('/parceiro');
  });

  it('lets a loaded partner from the URL through', async () => {
    const ctx = context();
    expect(await redirectOf(() => partnerGuard(ctx, { pathname: '/', search: { parceiro: 2 } }))).toBeNull();
    expect(await partnerGuard(ctx, { pathname: '/', search: { parceiro: 2 } })).toEqual({ partnerId: 2 });
    expect(ctx.ensurePartnerSelected).toHaveBeenCalledWith(2);
  });

  it('re-opens the same path with its query and the stored partner (A-16)', async () => {
    const ctx = context({ currentPartnerId: () => 1 });
    const result = await redirectOf(() => partnerGuard(ctx, { pathname: '/busca', search: { q: 'arroz' } }));
    expect(result?.href).toBe('/busca?q=arroz&parceiro=1');
  });

  it('goes to partner selection when the partner cannot be selected (A-17)', async () => {
    const ctx = context({ ensurePartnerSelected: vi.fn(async () => false) });
    const result = await redirectOf(() => partnerGuard(ctx, { pathname: '/', search: { parceiro: '9' } }));
    expect(result?.href).toBe('/parceiro');
    expect(ctx.clearPartner).toHaveBeenCalled();
  });
});

describe('storedPartnerGuard (/perfil, A-02)', () => {
  it('selects the stored partner and keeps the URL without the partner value', async () => {
    const ctx = context({ currentPartnerId: () => 2 });
    expect(await storedPartnerGuard(ctx)).toEqual({ partnerId: 2 });
    expect(ctx.ensurePartnerSelected).toHaveBeenCalledWith(2);
  });

  it('sends to partner selection without a stored partner, or when it cannot be selected', async () => {
    expect((await redirectOf(() => storedPartnerGuard(context())))?.href).toBe('/parceiro');
    const ctx = context({ currentPartnerId: () => 9, ensurePartnerSelected: vi.fn(async () => false) });
    expect((await redirectOf(() => storedPartnerGuard(ctx)))?.href).toBe('/parceiro');
    expect(ctx.clearPartner).toHaveBeenCalled();
  });
});

describe('unknownPathRule (A-19)', () => {
  it('goes home with the chosen partner', async () => {
    expect((await redirectOf(() => unknownPathRule(context({ currentPartnerId: () => 2 }))))?.href).toBe('/?parceiro=2');
  });

  it('goes to partner selection without one', async () => {
    expect((await redirectOf(() => unknownPathRule(context())))?.href).toBe('/parceiro');
  });

  it('starts the access path when signed out', async () => {
    expect((await redirectOf(() => unknownPathRule(context({ getSession: () => null }))))?.href).toBe('/usuarios');
  });
});

describe('loginEntryRule [access §2.2]', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    [null, '/usuarios', 'SHOW_USERS'],
    ['SHOW_USERS', '/usuarios', 'SHOW_USERS'],
    ['SHOW_LOGIN', undefined, 'SHOW_LOGIN'],
  ])('flag %s → %s', async (flag, target, after) => {
    if (flag) localStorage.setItem('loginMode', flag);
    expect((await redirectOf(loginEntryRule))?.href).toBe(target);
    expect(localStorage.getItem('loginMode')).toBe(after);
  });

  it('mirrors the flag it sets in the cookie the server picks the pre-rendered page by', async () => {
    await redirectOf(loginEntryRule);
    expect(document.cookie).toContain('balcao-login-mode=SHOW_USERS');
  });
});

describe('entryPagePath: the server ends where the entry rules end', () => {
  beforeEach(() => localStorage.clear());

  it('sends a new device from /login through /usuarios to /hub, as the rules do in the browser', async () => {
    const newDevice = context({ getSession: () => null, mayHaveSavedUsers: async () => false });
    expect((await redirectOf(loginEntryRule))?.href).toBe('/usuarios');
    expect((await redirectOf(() => savedUsersRule(newDevice)))?.href).toBe('/hub');
    expect(entryPagePath('/login', undefined)).toBe('/hub');
    expect(entryPagePath('/usuarios', undefined)).toBe('/hub');
  });

  it('sends a SHOW_USERS device from /login to /usuarios and leaves a SHOW_LOGIN one on the form', () => {
    expect(entryPagePath('/login', 'SHOW_USERS')).toBe('/usuarios');
    expect(entryPagePath('/login', 'SHOW_LOGIN')).toBe('/login');
    expect(entryPagePath('/hub', undefined)).toBe('/hub');
  });
});

describe('savedUsersRule [access §2.3]', () => {
  beforeEach(() => localStorage.clear());

  it('opens the saved users of a device the server may know', async () => {
    expect(await redirectOf(() => savedUsersRule(context()))).toBeNull();
  });

  it('sends a device the server cannot know to /hub in SHOW_LOGIN mode', async () => {
    const result = await redirectOf(() => savedUsersRule(context({ mayHaveSavedUsers: async () => false })));
    expect(result?.href).toBe('/hub');
    expect(localStorage.getItem('loginMode')).toBe('SHOW_LOGIN');
  });
});

describe('requireSession: deep links survive sign-in (A-24)', () => {
  beforeEach(() => localStorage.clear());
  const order = { pathname: '/detalhes-pedido', search: { id: 7, order: '1042', parceiro: 2 } };

  it('keeps the screen a signed-out user opened and starts the access path', async () => {
    expect((await redirectOf(() => requireSession(context({ getSession: () => null }), order)))?.href).toBe('/usuarios');
    expect(JSON.parse(localStorage.getItem('deepLink')!)).toEqual({
      path: '/detalhes-pedido', requirePartner: true, mapQueries: { id: '7', order: '1042', parceiro: '2' }, mapParameters: {},
    });
  });

  it('keeps nothing when signed in', async () => {
    expect(await redirectOf(() => requireSession(context(), order))).toBeNull();
    expect(localStorage.getItem('deepLink')).toBeNull();
  });
});
