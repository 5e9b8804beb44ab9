// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeToken } from '../../../src/db/session-token';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token as the API signs it (the app never checks the signature). */
function token(claims: Record<string, unknown>): string {
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '42', exp: 1_900_000_000, ...claims })}.assinatura`;
}

describe('decodeToken', () => {
  it('reads the claims the app uses, accents included', async () => {
    const claims = decodeToken(token({ user: '52998224725', name: 'João Conceição', guest: true }));
    expect(claims).toEqual({ sub: '42', user: '52998224725', name: 'João Conceição', exp: 1_900_000_000, guest: true });
  });

  it("reads base64url's own characters and a payload without padding", async () => {
    const name = 'Ótica Visão ~~~';
    const signed = token({ user: 'otica', name });
    expect(signed.split('.')[1]).toMatch(/[-_]/);
    expect(signed.split('.')[1]!.length % 4).not.toBe(0);
    expect(decodeToken(signed)).toMatchObject({ user: 'otica', name });
  });

  it('is null for a token without a user, or no token at all', async () => {
    expect(decodeToken(token({ name: 'Sem usuário' }))).toBeNull();
    expect(decodeToken('não-é-um-token')).toBeNull();
    expect(decodeToken('a.bm90IGpzb24.c')).toBeNull();
  });
});
