import { writeFile } from 'node:fs/promises';
import { build } from 'vite';
import { todayInBrazil } from './version.mjs';

export async function buildApp(root, outDir, version) {
  process.env.APP_VERSION = version;
  await build({ root: root.pathname, configFile: new URL('vite.config.ts', root).pathname, logLevel: 'warn' });
  await writeFile(new URL('version.json', outDir), `${JSON.stringify({ currentVersion: version })}\n`);
  await writeFile(
    new URL('version_v2.json', outDir),
    `${JSON.stringify({ version, time_limit: todayInBrazil() })}\n`,
  );
}
