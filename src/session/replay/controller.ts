// Session replay for the signed-in user, loaded when the screen is idle (schedule.ts): records a sampled session
// while the user allows it. Turning the profile's switch off stops the recording at once; on starts it again.
import { replayAllowed, subscribeReplayPreference } from './preference';
import { tabSession } from './tab-session';

export interface ControllerDeps {
  random?: () => number;
  load?: () => Promise<{ startRecording(sessionId: string): () => void }>;
}

/** Starts recording when this session is in the sample; the answer stops it and everything it scheduled. */
export function startSessionReplay(username: string, { random, load = () => import('./recording') }: ControllerDeps = {}): () => void {
  const session = tabSession(random);
  if (!session.recorded) return () => undefined;
  let stopRecording: (() => void) | null = null;
  let loading = false;
  let ended = false;

  const follow = () => {
    if (!replayAllowed(username)) {
      stopRecording?.();
      stopRecording = null;
      return;
    }
    if (stopRecording || loading || ended) return;
    loading = true;
    // Not loaded (offline before anything was cached): this page goes unrecorded.
    load().then(
      (recorder) => {
        loading = false;
        if (!ended && replayAllowed(username) && !stopRecording) stopRecording = recorder.startRecording(session.id);
      },
      () => void (loading = false),
    );
  };

  const unsubscribe = subscribeReplayPreference(follow);
  follow();
  return () => {
    ended = true;
    unsubscribe();
    stopRecording?.();
    stopRecording = null;
  };
}
