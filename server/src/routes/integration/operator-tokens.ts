import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../deps';
import { SCOPES } from '../../domain/partner-token';
import { parse, readJson } from '../../http/errors';
import { pathId } from '../../http/path-id';
import { createPartnerToken, listPartnerTokens, PARTNER_NOT_FOUND, revokeToken, TOKEN_NOT_FOUND } from '../../services/partner-tokens';

const SCOPE_LIST = SCOPES.join(', ');

const createSchema = z.object(
  {
    name: z.string({ error: 'Informe o nome do token.' }).trim().min(1, 'Informe o nome do token.').max(80, 'Nome do token longo demais (até 80 caracteres).'),
    scopes: z
      .array(z.enum(SCOPES, { error: `Permissão desconhecida. Use: ${SCOPE_LIST}.` }), { error: `Informe as permissões como uma lista de: ${SCOPE_LIST}.` })
      .min(1, `Informe ao menos uma permissão: ${SCOPE_LIST}.`)
      .max(SCOPES.length, `Informe cada permissão uma vez: ${SCOPE_LIST}.`)
      .optional(),
  },
  { error: 'Corpo da requisição inválido.' },
);

/** Create, list and revoke a partner's tokens: the `npm run partner-token` command's routes. */
export function operatorTokenRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const partnerOf = (value: string) => pathId(value, PARTNER_NOT_FOUND);
  return new Hono<AppEnv>()
    .post('/partners/:partnerId/tokens', async (c) => {
      const input = parse(createSchema, await readJson(c));
      const created = await createPartnerToken(db, { partnerId: partnerOf(c.req.param('partnerId')), ...input, now: clock.now() });
      return c.json(created, 201);
    })
    .get('/partners/:partnerId/tokens', async (c) => c.json(await listPartnerTokens(db, partnerOf(c.req.param('partnerId')))))
    .delete('/partners/:partnerId/tokens/:id', async (c) => {
      const partnerId = partnerOf(c.req.param('partnerId'));
      return c.json(await revokeToken(db, partnerId, pathId(c.req.param('id'), TOKEN_NOT_FOUND), clock.now()));
    });
}
