// The signed-in shell's only part of session replay, kept small: it is in the home's JS. Once the page has fetched
// nothing for `quietMs` and the browser is idle, the controller's chunk loads and decides (sample, the user's switch).
// A measure of the home's load ends long before: nothing of session replay is part of a screen's load.
export interface ScheduleOptions {
  quietMs?: number;
  load?: () => Promise<{ startSessionReplay(username: string): () => void }>;
}

/** The answer cancels it, or stops the recording it started, at once (sign-out). */
export function scheduleSessionReplay(username: string, { quietMs = 3000, load = () => import('./controller') }: ScheduleOptions = {}): () => void {
  let stop: (() => void) | undefined;
  let ended = false;
  let timer: ReturnType<typeof setTimeout>;
  const idle = (run: () => void) => ('requestIdleCallback' in globalThis ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run));
  const start = () => {
    observer?.disconnect();
    // Not loaded (offline before anything was cached): this page goes unrecorded.
    idle(() => void load().then((controller) => void (ended || (stop = controller.startSessionReplay(username))), () => undefined));
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(start, quietMs);
  };
  const observer = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('resource') ? new PerformanceObserver(wait) : undefined;
  observer?.observe({ type: 'resource' });
  wait();
  return () => {
    ended = true;
    clearTimeout(timer);
    observer?.disconnect();
    stop?.();
  };
}
