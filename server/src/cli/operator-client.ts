// What the operator's commands (`npm run partner`, `partner-token`, `import`) share: the running server's operator
// routes over HTTP (PGlite admits one process, so a command never opens the database itself), the secret they take,
// and how a command fails. BALCAO_URL (http://localhost:8080) and OPERATOR_SECRET, or the secret the server made in
// DATA_DIR/operator-secret.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND } from '../http/errors';
import { OPERATOR_SECRET_FILE } from '../operator-secret-file';

/** A failure the command explains in one message (exit code 2). */
export class CliError extends Error {}

/** A server that neither answers nor refuses in this time is reported, not waited on forever. */
const CALL_DEADLINE_MS = 120_000;

function operatorSecret(): string {
  if (process.env.OPERATOR_SECRET) return process.env.OPERATOR_SECRET;
  const file = join(process.env.DATA_DIR || '.data', OPERATOR_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new CliError(`Defina OPERATOR_SECRET (o mesmo do servidor) ou rode o comando na pasta do servidor, que guarda o segredo em ${file}.`);
  }
}

/** `method` on `/api/integration/v1/operator` + `path`: the answer's JSON, or a CliError saying what went wrong. */
export async function operatorCall(method: string, path: string, body?: unknown): Promise<unknown> {
  const base = (process.env.BALCAO_URL || 'http://localhost:8080').replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/api/integration/v1/operator${path}`, {
      method,
      headers: { Authorization: `Bearer ${operatorSecret()}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(CALL_DEADLINE_MS),
    });
  } catch (error) {
    if (error instanceof CliError) throw error;
    if ((error as Error).name === 'TimeoutError') throw new CliError(`O servidor em ${base} não respondeu em ${CALL_DEADLINE_MS / 1000} s. Tente de novo.`);
    throw new CliError(`Não foi possível falar com o servidor em ${base}. Ele está rodando (npm start)? Outro endereço: BALCAO_URL.`);
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (response.ok) return answer;
  if (response.status === 401) throw new CliError(`O servidor recusou o segredo de operador: confira OPERATOR_SECRET (${answer.message ?? ''}).`);
  // A 404 with the app's generic message: the server serves no operator routes (no OPERATOR_SECRET there).
  if (response.status === 404 && answer.message === NOT_FOUND) {
    throw new CliError('O servidor não atende as rotas de operador: defina OPERATOR_SECRET nele e reinicie.');
  }
  throw new CliError(answer.message ?? `O servidor respondeu ${response.status}.`);
}

/** An option that must be a positive whole number (`--partner 1`). */
export function positiveInteger(value: string | undefined, name: string, usage: string): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) === 0) throw new CliError(`Informe --${name} com um número.\n${usage}`);
  return Number(value);
}

/** Runs a command: a CliError or a bad option is printed alone and exits 2; what `run` answers is the exit code. */
export async function runCommand(usage: string, run: () => Promise<number | void>): Promise<void> {
  try {
    process.exitCode = (await run()) ?? 0;
  } catch (error) {
    const badOption = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(error instanceof CliError ? error.message : badOption ? `Opção desconhecida ou sem valor.\n${usage}` : error);
    process.exitCode = 2;
  }
}
