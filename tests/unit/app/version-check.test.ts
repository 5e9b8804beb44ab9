import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVersionNow, setReloader } from '../../../src/app/version-check';

const reload = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reload.mockReset();
  setReloader(reload);
});

afterEach(() => vi.unstubAllGlobals());

function serverVersion(version: string) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ version, time_limit: '' }), { status: 200 })));
}

describe('the version check with app and server versions persistently different', () => {
  it('reloads three times, then stops for the rest of this run', async () => {
    serverVersion('9.9.9');
    for (let check = 0; check < 12; check++) await checkVersionNow();
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('reloads again when the server moves to another version', async () => {
    serverVersion('9.9.9');
    for (let check = 0; check < 6; check++) await checkVersionNow();
    serverVersion('9.9.10');
    await checkVersionNow();
    expect(reload).toHaveBeenCalledTimes(4);
  });

  it('reloads again when the app is opened anew (a new session)', async () => {
    serverVersion('9.9.9');
    for (let check = 0; check < 6; check++) await checkVersionNow();
    sessionStorage.clear();
    await checkVersionNow();
    expect(reload).toHaveBeenCalledTimes(4);
  });
});
