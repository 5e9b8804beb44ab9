import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pixKeyProblem } from '../../src/domain/pix-br-code';
import { privateFolder } from './db/client';
import { messagingConfig, type MessagingConfig } from './messaging/messaging-config';
import { OPERATOR_SECRET_FILE } from './operator-secret-file';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  apiBase: string;
  cdnHost: string;
  supportWhatsapp: string;
  appEnv: 'homologation' | 'production';
  jwtSecret: Uint8Array;
  staticDir: string;
  version: string;
  /** the receiver key written into PIX BR Codes */
  pixKey: string;
  /** development shortcuts (e.g. marking a PIX charge paid): only with DEV_ROUTES=1, never in production */
  devRoutes: boolean;
  /** behind a proxy (TRUST_PROXY=1): the client's address is the last X-Forwarded-For entry, not the connection's peer */
  trustProxy: boolean;
  /** PUBLIC_ORIGIN: the origin of every link sent by message; never taken from a request (docs/decisions/0120-message-links-origin.md) */
  publicOrigin: string;
  /** the VAPID subject push services may contact about our notifications (VAPID_SUBJECT) */
  pushSubject: string;
  /** the transport of each message channel (SMTP_URL…, WHATSAPP_…, SMS_…); with APP_ENV=production, every one signup and recovery use */
  messaging: MessagingConfig;
  /**
   * OPERATOR_SECRET: what `npm run partner-token` sends to the operator routes of the integration API; null: those
   * routes are not served. Outside production, without the variable, a secret made once in DATA_DIR/operator-secret.
   */
  operatorSecret: string | null;
  /**
   * PIX_WEBHOOK_SECRET: the path segment the PSP's PIX notifications must carry (routes/integration/pix-webhook.ts);
   * null: that route answers 404 with a message. Required with APP_ENV=production.
   */
  pixWebhookSecret: string | null;
  /**
   * WEBHOOK_SIGNING_KEY: every webhook endpoint's signing secret derives from it (webhooks/webhook-signature.ts); without
   * it, a key made once in DATA_DIR/webhook-signing-key. Several API instances need the same one, as with JWT_SECRET.
   */
  webhookSigningKey: string;
  /** WEBHOOKS_ALLOW_LOCAL=1: webhook endpoints may use http and local addresses (development, tests); never in production */
  webhooksAllowLocal: boolean;
}

type Env = Record<string, string | undefined>;

/** A secret made once per data folder (`name`: its file), so tokens survive restarts without configuration. */
function storedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    privateFolder(dataDir);
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** A wrong key would make every PIX charge pay nobody: refuse to start instead. */
function pixKey(env: Env): string {
  const key = env.PIX_KEY || 'pix@balcao.example';
  const problem = pixKeyProblem(key);
  if (problem) throw new Error(`PIX_KEY inválida: ${problem}.`);
  return key;
}

/**
 * Where links sent by message point. Without PUBLIC_ORIGIN: the server's own listen address in development, and no
 * start in production — a request's Host, X-Forwarded-Host or Forwarded header must never choose it.
 */
function publicOrigin(env: Env, appEnv: ServerConfig['appEnv'], host: string, port: number): string {
  if (env.PUBLIC_ORIGIN) {
    const url = URL.canParse(env.PUBLIC_ORIGIN) ? new URL(env.PUBLIC_ORIGIN) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error('PUBLIC_ORIGIN inválida: informe uma origem http(s), como https://balcao.example.');
    return url.origin;
  }
  if (appEnv === 'production') throw new Error('Defina PUBLIC_ORIGIN com APP_ENV=production: é a origem dos links enviados por mensagem.');
  const linkHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${linkHost}:${port}`;
}

/** The shortest secret production accepts where a caller presents one (OPERATOR_SECRET, PIX_WEBHOOK_SECRET). */
const MIN_SECRET_LENGTH = 32;

/** OPERATOR_SECRET set to '' turns the operator routes off; production never makes one up, and refuses a short one. */
function operatorSecret(env: Env, appEnv: ServerConfig['appEnv'], dataDir: string): string | null {
  const secret = env.OPERATOR_SECRET ?? (appEnv === 'production' ? null : storedSecret(dataDir, OPERATOR_SECRET_FILE));
  if (!secret) return null;
  if (appEnv === 'production' && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`OPERATOR_SECRET curto demais: com APP_ENV=production use ao menos ${MIN_SECRET_LENGTH} caracteres aleatórios (por exemplo: openssl rand -base64 32).`);
  }
  return secret;
}

/**
 * Without it no PIX is ever confirmed in production (customers would pay and their orders stay unpaid): production
 * refuses to start without one, or with one short enough to guess.
 */
function pixWebhookSecret(env: Env, appEnv: ServerConfig['appEnv']): string | null {
  const secret = env.PIX_WEBHOOK_SECRET || null;
  if (secret && !/^[A-Za-z0-9_-]+$/.test(secret)) {
    throw new Error('PIX_WEBHOOK_SECRET inválido: ele vai no caminho da URL do webhook; use só letras, dígitos, - e _ (por exemplo: openssl rand -hex 32).');
  }
  if (appEnv !== 'production') return secret;
  if (!secret) throw new Error('Defina PIX_WEBHOOK_SECRET com APP_ENV=production: sem ele nenhum pagamento PIX é confirmado.');
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`PIX_WEBHOOK_SECRET curto demais: com APP_ENV=production use ao menos ${MIN_SECRET_LENGTH} caracteres aleatórios (por exemplo: openssl rand -hex 32).`);
  }
  return secret;
}

/** Where the data lives and which environment it is: all a database command (the seed) needs, without the server's checks. */
export function readStorageConfig(env: Env = process.env): Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'appEnv'> {
  return {
    dataDir: env.DATA_DIR || '.data',
    databaseUrl: env.DATABASE_URL || null,
    appEnv: env.APP_ENV === 'production' ? 'production' : 'homologation',
  };
}

export function readConfig(env: Env = process.env): ServerConfig {
  const { dataDir, databaseUrl, appEnv } = readStorageConfig(env);
  const port = Number(env.PORT || 8080);
  const host = env.HOST || '0.0.0.0';
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    apiBase: env.API_BASE || '/api/ecommerce',
    cdnHost: (env.CDN_HOST || '').replace(/\/+$/, ''),
    supportWhatsapp: env.SUPPORT_WHATSAPP || '5511999999999',
    appEnv,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET || storedSecret(dataDir, 'jwt-secret')),
    staticDir: env.STATIC_DIR || 'dist/app',
    version: env.APP_VERSION || '0.1.0',
    pixKey: pixKey(env),
    devRoutes: env.DEV_ROUTES === '1' && appEnv !== 'production',
    trustProxy: env.TRUST_PROXY === '1',
    publicOrigin: publicOrigin(env, appEnv, host, port),
    pushSubject: env.VAPID_SUBJECT || 'mailto:suporte@balcao.example',
    messaging: messagingConfig(env, appEnv === 'production'),
    operatorSecret: operatorSecret(env, appEnv, dataDir),
    pixWebhookSecret: pixWebhookSecret(env, appEnv),
    webhookSigningKey: env.WEBHOOK_SIGNING_KEY || storedSecret(dataDir, 'webhook-signing-key'),
    webhooksAllowLocal: env.WEBHOOKS_ALLOW_LOCAL === '1' && appEnv !== 'production',
  };
}
