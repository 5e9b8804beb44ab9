import { describe, expect, it } from 'vitest';
import { decideVersionReload } from '../../../src/domain/version-reload';

const now = new Date(2026, 4, 10, 15, 0);

describe('decideVersionReload', () => {
  it.each([
    ['same version resets the counter', '1.0', '1.0', '2026-05-01', 2, { reload: false, counter: 0 }],
    ['different, limit reached', '1.0', '1.1', '2026-05-10', 0, { reload: true, counter: 1 }],
    ['different, limit passed, counter 2: third reload', '1.0', '1.1', '2026-05-01', 2, { reload: true, counter: 3 }],
    ['different, after 3 reloads: no reload, counter resets', '1.0', '1.1', '2026-05-01', 3, { reload: false, counter: 0 }],
    ['different, limit tomorrow', '1.0', '1.1', '2026-05-11', 1, { reload: false, counter: 1 }],
    ['different, limit later today counts as reached', '1.0', '1.1', '2026-05-10T23:59:00', 0, { reload: true, counter: 1 }],
    ['different, DD/MM/YYYY limit reached', '1.0', '1.1', '09/05/2026', 0, { reload: true, counter: 1 }],
    ['different, DD/MM/YYYY limit ahead', '1.0', '1.1', '11/05/2026', 0, { reload: false, counter: 0 }],
    ['different, no limit', '1.0', '1.1', '', 0, { reload: true, counter: 1 }],
  ])('%s', (_, builtVersion, serverVersion, timeLimit, counter, expected) =>
    expect(decideVersionReload({ builtVersion, serverVersion, timeLimit, now, counter })).toEqual(expected));
});
