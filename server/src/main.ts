import { join } from 'node:path';
import { createApp } from './app';
import { readConfig, type ServerConfig } from './config';
import { openPg, openPglite, type Db } from './db/client';
import { migrate } from './db/migrate';
import { systemClock } from './deps';
import { listen } from './http/node-server';
import { startMessageWorker } from './messaging/message-worker';
import { messageTransports } from './messaging/transports';
import { pruneExpired } from './prune';
import { storedVapidKeys } from './push/vapid-keys';
import { webPushService } from './push/web-push-service';
import { seedOnStart } from './seed/seed-on-start';
import { startWebhookWorker } from './webhooks/webhook-worker';

/** A configuration mistake (a missing transport, PUBLIC_ORIGIN, a short OPERATOR_SECRET) is one line for the operator, not a stack trace. */
function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error(`Balcão não iniciou: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = configOrExit();
const db: Db = config.databaseUrl ? openPg(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
await migrate(db);
const seeded = await seedOnStart(db, config.appEnv, systemClock.now());
if (seeded) console.log(seeded);

const push = webPushService(storedVapidKeys(config.dataDir), config.pushSubject);
const messageWorker = startMessageWorker({ db, clock: systemClock, transports: messageTransports(config.messaging) });
messageWorker.wake(); // messages left queued by the last run
const webhookWorker = startWebhookWorker({ db, clock: systemClock, signingKey: config.webhookSigningKey, allowLocal: config.webhooksAllowLocal });
webhookWorker.wake();
const server = listen(createApp({ db, config, clock: systemClock, push, messageWorker, webhookWorker }).fetch, { port: config.port, hostname: config.host }, (info) => {
  console.log(`Balcão em http://localhost:${info.port} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
  if (config.devRoutes) console.log(`Rotas de desenvolvimento ligadas (DEV_ROUTES=1): ${config.apiBase}/dev/… — nunca use assim em produção.`);
});

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const pruning = setInterval(() => {
  pruneExpired(db, systemClock.now()).catch((error) => console.error('Falha ao limpar registros expirados:', error));
}, PRUNE_EVERY_MS);
pruning.unref();

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  clearInterval(pruning);
  server.close();
  await Promise.all([messageWorker.stop(), webhookWorker.stop()]);
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
