// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideVersionReload } from '../../../src/domain/version-reload';

const now = new Date(2026, 4, 10, 15, 0);

describe('decideVersionReload', () => {
  it.each([
    ['same version resets the counter', '1.0', '1.0', '2026-05-01', 2, { reload: false, counter: 0, gaveUpOn: null }],
    ['different, limit reached', '1.0', '1.1', '2026-05-10', 0, { reload: true, counter: 1, gaveUpOn: null }],
    ['different, limit passed, counter 2: third reload', '1.0', '1.1', '2026-05-01', 2, { reload: true, counter: 3, gaveUpOn: null }],
    ['different, after 3 reloads: no reload, counter resets, gives up on that version', '1.0', '1.1', '2026-05-01', 3, { reload: false, counter: 0, gaveUpOn: '1.1' }],
    ['different, limit tomorrow', '1.0', '1.1', '2026-05-11', 1, { reload: false, counter: 1, gaveUpOn: null }],
    ['different, limit later today counts as reached', '1.0', '1.1', '2026-05-10T23:59:00', 0, { reload: true, counter: 1, gaveUpOn: null }],
    ['different, DD/MM/YYYY limit reached', '1.0', '1.1', '09/05/2026', 0, { reload: true, counter: 1, gaveUpOn: null }],
    ['different, DD/MM/YYYY limit ahead', '1.0', '1.1', '11/05/2026', 0, { reload: false, counter: 0, gaveUpOn: null }],
    ['different, no limit', '1.0', '1.1', '', 0, { reload: true, counter: 1, gaveUpOn: null }],
  ])('%s', (_, builtVersion, serverVersion, timeLimit, counter, expected) =>
    expect(decideVersionReload({ builtVersion, serverVersion, timeLimit, now, counter, gaveUpOn: null })).toEqual(expected));

  it('once given up on a version, never reloads for it again in this run', () => {
    const check = { builtVersion: '1.0', serverVersion: '1.1', timeLimit: '', now, gaveUpOn: '1.1' };
    for (const counter of [0, 1, 2, 3]) expect(decideVersionReload({ ...check, counter }).reload).toBe(false);
  });

  it('a newer version after giving up reloads again', () => {
    const decision = decideVersionReload({ builtVersion: '1.0', serverVersion: '1.2', timeLimit: '', now, counter: 0, gaveUpOn: '1.1' });
    expect(decision).toEqual({ reload: true, counter: 1, gaveUpOn: null });
  });

  it('persistently different versions: 3 reloads, then none for the rest of the run', () => {
    let state = { counter: 0, gaveUpOn: null as string | null };
    let reloads = 0;
    for (let check = 0; check < 50; check++) {
      const decision = decideVersionReload({ builtVersion: '1.0', serverVersion: '1.1', timeLimit: '', now, ...state });
      if (decision.reload) reloads += 1;
      state = { counter: decision.counter, gaveUpOn: decision.gaveUpOn };
    }
    expect(reloads).toBe(3);
  });
});
