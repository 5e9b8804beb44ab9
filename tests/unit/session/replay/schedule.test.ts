// Session replay starts once the signed-in screen is idle, only for the sampled half of the sessions, and only while
// the user's switch allows it; the switch and signing out stop it at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionReplay } from '../../../../src/session/replay/controller';
import { setReplayAllowed } from '../../../../src/session/replay/preference';
import { scheduleSessionReplay } from '../../../../src/session/replay/schedule';

const USER = '11222333000181';

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

function fakeRecorder() {
  const stop = vi.fn();
  const startRecording = vi.fn((_sessionId: string) => stop);
  return { stop, startRecording, load: vi.fn(async () => ({ startRecording })) };
}

/** Stands in for the browser's PerformanceObserver: `fetched()` reports a resource the page fetched. */
class FakeObserver {
  static supportedEntryTypes = ['resource'];
  static current: FakeObserver | null = null;
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  static fetched() {
    if (FakeObserver.current && !FakeObserver.current.disconnected) FakeObserver.current.callback();
  }
}

describe('scheduleSessionReplay', () => {
  beforeEach(() => vi.stubGlobal('PerformanceObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('loads the controller only once the page has fetched nothing for the quiet time, then at an idle moment', async () => {
    const controller = { startSessionReplay: vi.fn(() => vi.fn()) };
    const load = vi.fn(async () => controller);
    scheduleSessionReplay(USER, { quietMs: 3000, load });
    await vi.advanceTimersByTimeAsync(2000);
    FakeObserver.fetched();
    await vi.advanceTimersByTimeAsync(2999);
    expect(load).not.toHaveBeenCalled();
    // quiet since the last fetch; then the next idle moment, at the latest 5 s later
    await vi.advanceTimersByTimeAsync(5001);
    expect(controller.startSessionReplay).toHaveBeenCalledWith(USER);
  });

  it('cancelled before then (signed out) loads nothing; afterwards it stops what it started', async () => {
    const stop = vi.fn();
    const load = vi.fn(async () => ({ startSessionReplay: () => stop }));
    scheduleSessionReplay(USER, { quietMs: 3000, load })();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();

    const cancel = scheduleSessionReplay(USER, { quietMs: 3000, load });
    await vi.advanceTimersByTimeAsync(8001);
    cancel();
    expect(stop).toHaveBeenCalledOnce();
  });
});

describe('startSessionReplay', () => {
  it('a session outside the sample never loads the recorder', async () => {
    const recorder = fakeRecorder();
    startSessionReplay(USER, { random: () => 0.7, load: recorder.load });
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.load).not.toHaveBeenCalled();
  });

  it('records a sampled session under its id, and stops at once when the user turns the switch off', async () => {
    const recorder = fakeRecorder();
    startSessionReplay(USER, { random: () => 0.2, load: recorder.load });
    await vi.advanceTimersByTimeAsync(0);
    const sessionId = JSON.parse(sessionStorage.getItem('sessionReplay') ?? '{}').id;
    expect(recorder.startRecording).toHaveBeenCalledWith(sessionId);

    setReplayAllowed(USER, false);
    expect(recorder.stop).toHaveBeenCalledOnce();
    setReplayAllowed(USER, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.startRecording).toHaveBeenCalledTimes(2);
  });

  it('does not record a user who turned it off on this device, and records another', async () => {
    setReplayAllowed(USER, false);
    const recorder = fakeRecorder();
    startSessionReplay(USER, { random: () => 0.2, load: recorder.load });
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.load).not.toHaveBeenCalled();
    startSessionReplay('52998224725', { random: () => 0.2, load: recorder.load });
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.startRecording).toHaveBeenCalledOnce();
  });

  it('stopped while the recorder loads, it never starts', async () => {
    const recorder = fakeRecorder();
    startSessionReplay(USER, { random: () => 0.2, load: recorder.load })();
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.startRecording).not.toHaveBeenCalled();
  });
});
