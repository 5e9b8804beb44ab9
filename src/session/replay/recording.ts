// The recorder's own chunk (vite.config.ts 'session-recorder'): loaded only for a sampled, signed-in session after the
// screen is idle, never precached (scripts/build/service-worker.mjs), so the landing and login never download it.
import { record } from '@rrweb/record';
import { postReplayBatch } from '../../api/session-replays';
import { createBatcher, type BatcherOptions } from './batcher';
import { recorderOptions } from './recorder-options';
import { takeBatchSeq } from './tab-session';

export interface RecordingDeps {
  record: typeof record;
  send: BatcherOptions['send'];
}

/** Records this page into the session `sessionId`; the answer stops it, and nothing more is sent. */
export function startRecording(sessionId: string, deps: RecordingDeps = { record, send: postReplayBatch }): () => void {
  let snapshotDropped = false;
  const batcher = createBatcher({ sessionId, send: deps.send, nextSeq: takeBatchSeq, onDropped: () => void (snapshotDropped = true) });
  const stopRecording = deps.record(
    recorderOptions((event) => {
      batcher.add(event);
      // The queue was dropped offline: the next events need a full snapshot to replay from.
      if (snapshotDropped) {
        snapshotDropped = false;
        deps.record.takeFullSnapshot(true);
      }
    }),
  );
  return () => {
    stopRecording?.();
    batcher.stop();
  };
}
