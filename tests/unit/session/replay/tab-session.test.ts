// One sampling decision per session (Y-25: 50%), kept in sessionStorage; tests may force it outside production.
import { beforeEach, describe, expect, it } from 'vitest';
import { REPLAY_SAMPLE_RATE, tabSession, takeBatchSeq } from '../../../../src/session/replay/tab-session';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('tabSession', () => {
  it('records half of the sessions: a draw under 0.5 is recorded, one at 0.5 or over is not', () => {
    expect(REPLAY_SAMPLE_RATE).toBe(0.5);
    expect(tabSession(() => 0.49).recorded).toBe(true);
    sessionStorage.clear();
    expect(tabSession(() => 0.5).recorded).toBe(false);
  });

  it('decides once per session: later draws and reloads keep the first answer and id', () => {
    const first = tabSession(() => 0.1);
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
    expect(tabSession(() => 0.9)).toEqual(first);
    sessionStorage.setItem('sessionReplay', JSON.stringify({ ...first }));
    expect(tabSession(() => 0.9)).toEqual(first);
  });

  it('a new session (empty sessionStorage) draws again with a new id', () => {
    const first = tabSession(() => 0.1);
    sessionStorage.clear();
    const second = tabSession(() => 0.9);
    expect(second.recorded).toBe(false);
    expect(second.id).not.toBe(first.id);
  });

  it("outside production the local value 'on' or 'off' forces the sample, keeping the session's id", () => {
    const drawn = tabSession(() => 0.9);
    localStorage.setItem('sessionReplaySampling', 'on');
    expect(tabSession(() => 0.9)).toMatchObject({ id: drawn.id, recorded: true });
    localStorage.setItem('sessionReplaySampling', 'off');
    expect(tabSession(() => 0.1)).toMatchObject({ id: drawn.id, recorded: false });
  });
});

describe('takeBatchSeq', () => {
  it('numbers the session’s batches 0, 1, 2… across reloads of the session', () => {
    tabSession(() => 0.1);
    expect([takeBatchSeq(), takeBatchSeq()]).toEqual([0, 1]);
    expect(JSON.parse(sessionStorage.getItem('sessionReplay') ?? '{}').nextSeq).toBe(2);
    expect(takeBatchSeq()).toBe(2);
  });
});
