import { describe, expect, it } from 'vitest';
import { signToken, verifyToken, TOKEN_HOURS } from '../../server/src/domain/tokens';

const secret = new TextEncoder().encode('segredo-de-teste-dos-tokens');
const claims = { sub: '1', user: 'u', name: 'N', cid: 1, sid: 's', did: 'd' };
const at = (seconds: number) => new Date(Date.UTC(2025, 5, 2, 12) + seconds * 1000);

describe('verifyToken (remembers verified tokens)', () => {
  it('answers a token verified before exactly as the first time, expiry included', async () => {
    const token = await signToken(secret, claims, at(0));
    const end = TOKEN_HOURS * 3600;
    expect(await verifyToken(secret, token, at(1))).toEqual(claims);
    expect(await verifyToken(secret, token, at(end - 1))).toEqual(claims);
    expect(await verifyToken(secret, token, at(end))).toBeNull();
    expect(await verifyToken(secret, token, at(1))).toEqual(claims);
  });

  it('does not share what it remembers across secrets, nor accept a changed signature', async () => {
    const token = await signToken(secret, claims, at(0));
    expect(await verifyToken(secret, token, at(1))).toEqual(claims);
    expect(await verifyToken(new TextEncoder().encode('outro'), token, at(1))).toBeNull();
    const [head, body, signature] = token.split('.');
    const other = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await verifyToken(secret, other, at(1))).toBeNull();
  });
});
