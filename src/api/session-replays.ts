// Session replay (docs/decisions/0130-session-replay.md): one batch of a session's recorded events.
import { request } from './client';

export interface ReplayBatch {
  /** the tab's session id */
  sessionId: string;
  /** the batch's number in the session: a batch sent again is stored once */
  seq: number;
  /** rrweb events, as recorded */
  events: unknown[];
}

export function postReplayBatch(batch: ReplayBatch): Promise<void> {
  return request<void>('post', '/session-replays', { json: batch });
}
