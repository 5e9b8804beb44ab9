// OPERATOR_SECRET: what the partner-token command's operator routes check (issue 30, "Tokens per partner").
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/src/config';
import { PRODUCTION_ENV } from './helpers';

const BASE = { JWT_SECRET: 'x' };

describe('the operator secret in the configuration', () => {
  it('refuses a production start with a short OPERATOR_SECRET', () => {
    expect(() => readConfig({ ...BASE, ...PRODUCTION_ENV, OPERATOR_SECRET: 'curto' })).toThrow(
      'OPERATOR_SECRET curto demais: com APP_ENV=production use ao menos 32 caracteres aleatórios (por exemplo: openssl rand -base64 32).',
    );
  });

  it('serves no operator routes in production without OPERATOR_SECRET', () => {
    expect(readConfig({ ...BASE, ...PRODUCTION_ENV }).operatorSecret).toBeNull();
  });

  it('outside production, makes one secret in DATA_DIR and reads it again on the next start', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balcao-operator-config-'));
    const first = readConfig({ ...BASE, DATA_DIR: dataDir }).operatorSecret;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(join(dataDir, 'operator-secret'), 'utf8')).toBe(first);
    expect(readConfig({ ...BASE, DATA_DIR: dataDir }).operatorSecret).toBe(first);
  });

  it('is off when OPERATOR_SECRET is set empty', () => {
    expect(readConfig({ ...BASE, DATA_DIR: '/nonexistent', OPERATOR_SECRET: '' }).operatorSecret).toBeNull();
  });
});
