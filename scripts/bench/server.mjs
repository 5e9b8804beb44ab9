import { spawn } from 'node:child_process';

const STARTUP_TIMEOUT_MS = 120_000;

function run(root, args, env, stdout = 'ignore') {
  return spawn(process.execPath, args, {
    cwd: root.pathname,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
}

/** `node dist/server/seed-cli.mjs --products N` into the bench's data folder. */
export function seedCatalogue(root, dataDir, products, env = {}) {
  return new Promise((resolve, reject) => {
    const child = run(root, ['dist/server/seed-cli.mjs', '--products', String(products)], { DATA_DIR: dataDir, ...env });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed-cli exited ${code}: ${stderr.trim().slice(-400)}`))));
  });
}

/** The built server on `port`; resolves once /version.json answers. `output()`: the start of what it printed. */
export async function startServer(root, { port, dataDir, env = {} }) {
  const child = run(root, ['dist/server/main.mjs'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env }, 'pipe');
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  child.stdout.on('data', (chunk) => (stdout = (stdout + chunk).slice(0, 4000)));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr.trim().slice(-400)}`);
    try {
      if ((await fetch(`${url}/version.json`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    child.kill();
    throw new Error('server did not answer /version.json in time');
  }
  return {
    url,
    pid: child.pid,
    output: () => stdout,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
