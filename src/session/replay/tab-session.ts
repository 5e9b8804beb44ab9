// One recording decision per session (a tab's run of the app: sessionStorage), taken once and kept across reloads.
import { config } from '../../config/app-config';
import { readStorage } from '../../db/local-keys';
import { readTab, writeTab } from '../../db/tab-storage';

/** [access §9] Y-25: half of the sessions are recorded. */
export const REPLAY_SAMPLE_RATE = 0.5;
const TAB_KEY = 'sessionReplay';
/** localStorage, outside production only: 'on' or 'off' forces the sample (tests). */
const FORCE_KEY = 'sessionReplaySampling';

// 128 random bits; crypto.randomUUID needs a secure context, and the uuid library is not worth the home's bytes here.
const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export interface TabSession {
  id: string;
  recorded: boolean;
  /** the next batch's number: it goes on across the session's reloads */
  nextSeq: number;
}

function stored(): TabSession | null {
  try {
    const value = JSON.parse(readTab(TAB_KEY) ?? 'null') as Partial<TabSession> | null;
    if (typeof value?.id !== 'string' || typeof value.recorded !== 'boolean' || !Number.isInteger(value.nextSeq)) return null;
    return value as TabSession;
  } catch {
    return null;
  }
}

/** Outside production, tests force the sample with the local value 'on' or 'off'; production ignores it. */
function forcedSample(): boolean | null {
  if (config.environment === 'production') return null;
  const value = readStorage(() => localStorage, FORCE_KEY);
  return value === 'on' ? true : value === 'off' ? false : null;
}

/** This tab's session: drawn with `random` the first time, the same answer afterwards. */
export function tabSession(random: () => number = Math.random): TabSession {
  const forced = forcedSample();
  const current = stored();
  if (current && (forced === null || forced === current.recorded)) return current;
  const session = { id: current?.id ?? randomId(), recorded: forced ?? random() < REPLAY_SAMPLE_RATE, nextSeq: current?.nextSeq ?? 0 };
  writeTab(TAB_KEY, JSON.stringify(session));
  return session;
}

/** The number for the session's next batch. */
export function takeBatchSeq(): number {
  const session = tabSession();
  writeTab(TAB_KEY, JSON.stringify({ ...session, nextSeq: session.nextSeq + 1 }));
  return session.nextSeq;
}
