import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVersionNow, installChunkReloadHandler, setReloader } from '../../../src/app/version-check';

const reload = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reload.mockReset();
  setReloader(reload);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

describe('a lazy chunk that fails to load', () => {
  beforeAll(installChunkReloadHandler);

  /** What Vite's preload helper does: a cancelable event; not cancelled, the import's caller gets the error. */
  const chunkFails = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it('reloads into the newest build online, once in 30 s', () => {
    expect(chunkFails().defaultPrevented).toBe(true);
    expect(chunkFails().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline, where the chunk is not on the device: the caller gets the failure', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(chunkFails().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
