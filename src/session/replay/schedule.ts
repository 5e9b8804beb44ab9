// The signed-in shell's only part of session replay: once the screen is idle, the controller's chunk loads and decides
// (sample, the user's switch). Nothing of it is part of a screen's load.
export interface ScheduleOptions {
  /** after this quiet time, then the browser's next idle moment */
  delayMs?: number;
  load?: () => Promise<{ startSessionReplay(username: string): () => void }>;
}

function afterIdle(run: () => void, delayMs: number): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    idle = 'requestIdleCallback' in globalThis ? requestIdleCallback(run, { timeout: 5000 }) : (setTimeout(run) as unknown as number);
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) ('cancelIdleCallback' in globalThis ? cancelIdleCallback : clearTimeout)(idle);
  };
}

/** The answer cancels it, or stops the recording it started, at once (sign-out). */
export function scheduleSessionReplay(username: string, { delayMs = 3000, load = () => import('./controller') }: ScheduleOptions = {}): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const cancelIdle = afterIdle(() => {
    // Not loaded (offline before anything was cached): this page goes unrecorded.
    load().then((controller) => void (cancelled || (stop = controller.startSessionReplay(username))), () => undefined);
  }, delayMs);
  return () => {
    cancelled = true;
    cancelIdle();
    stop?.();
  };
}
