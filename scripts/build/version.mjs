import { readFileSync } from 'node:fs';

/** Package version plus a build stamp: every build is a new version for the version check [access §4.9]. */
export function buildVersion(root, now = new Date()) {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${version}+${stamp}`;
}

/** Today in Brazil as DD/MM/YYYY: clients may reload into this build from today on. */
export function todayInBrazil(now = new Date()) {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(now);
}
