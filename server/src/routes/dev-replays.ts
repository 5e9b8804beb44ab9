import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { listReplays } from '../db/queries/session-replays';
import { fail, NOT_FOUND, parse } from '../http/errors';
import { PLAY_SCRIPT, replayListPage, replayPlayerPage } from './dev-replay-page';

const INVALID_LIMIT = 'Limite inválido.';
const querySchema = z.object({
  id: z.coerce.number({ error: 'Sessão inválida.' }).int('Sessão inválida.').positive('Sessão inválida.').max(Number.MAX_SAFE_INTEGER, 'Sessão inválida.').optional(),
  limit: z.coerce.number({ error: INVALID_LIMIT }).int(INVALID_LIMIT).min(1, INVALID_LIMIT).max(100, INVALID_LIMIT).default(20),
});

/** GET /dev/replays under the API prefix: each recorded session with its events (`id` for one, `limit` for how many). */
export function devReplayApiRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/dev/replays', async (c) => c.json(await listReplays(db, parse(querySchema, c.req.query()))));
}

// rrweb's player, served from node_modules on this development page only: the app never ships it.
const rrwebDist = () => dirname(createRequire(import.meta.url).resolve('rrweb'));
const PLAYER_ASSETS: Record<string, { file: string; type: string }> = {
  'rrweb.js': { file: 'rrweb.umd.min.cjs', type: 'text/javascript; charset=utf-8' },
  'rrweb.css': { file: 'style.min.css', type: 'text/css; charset=utf-8' },
};

/** The operator's pages: /dev/replays lists the sessions, /dev/replays/:id plays one. Mounted only with DEV_ROUTES=1. */
export function devReplayPageRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/dev/replays', async (c) => c.html(replayListPage(await listReplays(db, parse(querySchema, c.req.query())))))
    .get('/dev/replays/assets/play.js', (c) => c.body(PLAY_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get('/dev/replays/assets/:name', async (c) => {
      const asset = PLAYER_ASSETS[c.req.param('name')];
      if (!asset) fail(404, NOT_FOUND);
      const body = await readFile(join(rrwebDist(), asset.file)).catch(() => fail(404, 'O player do rrweb não está instalado (npm install).'));
      return c.body(body, 200, { 'Content-Type': asset.type });
    })
    .get('/dev/replays/:id', async (c) => {
      const { id } = parse(querySchema, { id: c.req.param('id') });
      const [replay] = await listReplays(db, { id, limit: 1 });
      if (!replay) fail(404, 'Sessão gravada não encontrada.');
      return c.html(replayPlayerPage(replay));
    });
}
