import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, PartnerAuth } from '../deps';
import { partnerTokenByPrefix, touchPartnerToken } from '../db/queries/partner-tokens';
import { parsePartnerToken, secretMatches, type Scope } from '../domain/partner-token';
import { SOURCE_FAILURES } from '../domain/throttle';
import { clientNetwork } from './client-address';
import { fail } from './errors';
import { reserveSource } from './source-throttle';
import { INTEGRATION_MESSAGES } from './integration-messages';
import { refusal } from './openapi/answers';
import { withOperationPart } from './openapi/operation-parts';

/** The partner token's security scheme in the OpenAPI document. */
export const PARTNER_TOKEN_SCHEME = 'partnerToken';

/** last_used_at is a hint for the operator: written at most once a minute per token, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export function bearerToken(c: Context): string {
  const header = c.req.header('Authorization') ?? '';
  return /^Bearer /i.test(header) ? header.slice(7).trim() : '';
}

/** 401 with `WWW-Authenticate: Bearer`, or 429 with Retry-After once the client's network sent too many wrong ones. */
export async function refuseWrongCredential(c: Context, { db, clock, config }: AppDeps, message: string): Promise<Response> {
  const network = clientNetwork(c, config.trustProxy);
  const wait = network ? await reserveSource(db, `integration-ip:${network}`, SOURCE_FAILURES, clock.now()) : null;
  if (wait !== null) return c.json({ message: INTEGRATION_MESSAGES.tooManyWrongTokens(wait) }, 429, { 'Retry-After': String(wait) });
  return c.json({ message }, 401, { 'WWW-Authenticate': 'Bearer realm="integration"' });
}

async function partnerAuth({ db, clock }: AppDeps, text: string): Promise<PartnerAuth | null> {
  const parsed = parsePartnerToken(text);
  const row = parsed && (await partnerTokenByPrefix(db, parsed.prefix));
  if (!parsed || !row || !secretMatches(parsed.secret, row.secret_hash) || row.revoked_at) return null;
  const now = clock.now();
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= TOUCH_EVERY_MS) await touchPartnerToken(db, row.id, now);
  return { partnerId: row.partner_id, tokenId: row.id, scopes: row.scopes };
}

/**
 * A partner's token in `Authorization: Bearer`: its partner, id and scopes in `partnerAuth`, or 401. Only wrong
 * tokens count against the client's network (as sign-in failures do): a right token is never slowed by the
 * throttle, and its secret has 256 bits, so the count only bounds noise.
 */
export function requirePartnerToken(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return withOperationPart<MiddlewareHandler<AppEnv>>(
    async (c, next) => {
      const text = bearerToken(c);
      const auth = text ? await partnerAuth(deps, text) : null;
      if (!auth) return refuseWrongCredential(c, deps, text ? INTEGRATION_MESSAGES.wrongToken : INTEGRATION_MESSAGES.missingToken);
      c.set('partnerAuth', auth);
      await next();
    },
    {
      security: [{ [PARTNER_TOKEN_SCHEME]: [] }],
      responses: {
        401: refusal('No token, or a wrong or revoked one.', [INTEGRATION_MESSAGES.missingToken, INTEGRATION_MESSAGES.wrongToken], { 'WWW-Authenticate': { description: '`Bearer realm="integration"`', schema: { type: 'string' } } }),
        429: refusal('Too many wrong tokens from this network: wait `Retry-After` seconds (right tokens still pass).', [INTEGRATION_MESSAGES.tooManyWrongTokens(900)], {
          'Retry-After': { description: 'Seconds until wrong tokens are taken again.', schema: { type: 'integer' } },
        }),
      },
    },
  );
}

/** After `requirePartnerToken`: 403 when the token lacks `scope`. */
export function requireScope(scope: Scope): MiddlewareHandler<AppEnv> {
  return withOperationPart<MiddlewareHandler<AppEnv>>(
    async (c, next) => {
      if (!c.get('partnerAuth').scopes.includes(scope)) fail(403, INTEGRATION_MESSAGES.missingScope(scope));
      await next();
    },
    {
      security: [{ [PARTNER_TOKEN_SCHEME]: [scope] }],
      responses: { 403: refusal(`The token lacks the scope \`${scope}\`.`, [INTEGRATION_MESSAGES.missingScope(scope)]) },
    },
  );
}
