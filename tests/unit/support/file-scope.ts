// Unit files share their worker (vitest.config.ts), and each file loads the app's modules anew: what a file's app left
// running (a flusher's timer, an 'online' listener of the window) must end with that file, or it would act on the next
// file's device storage and server. Installed once per worker, on the global object (this module loads again with
// each file); `endFileScope` runs after each file.
interface Listener {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  options?: boolean | EventListenerOptions;
}
const worker = globalThis as { balcaoFileScope?: { timers: Set<ReturnType<typeof setTimeout>>; listeners: Listener[] } };
const installed = worker.balcaoFileScope;
const { timers, listeners } = (worker.balcaoFileScope ??= { timers: new Set(), listeners: [] });

function trackTimers(): void {
  const { setTimeout: set, setInterval: repeat, clearTimeout: clear, clearInterval: clearRepeat } = globalThis;
  const tracked = (handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = set(
      (...callArgs: unknown[]) => {
        timers.delete(id);
        handler(...callArgs);
      },
      ms,
      ...args,
    );
    timers.add(id);
    return id;
  };
  const trackedRepeat = (handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = repeat(handler, ms, ...args);
    timers.add(id);
    return id;
  };
  // `util.promisify(setTimeout)` and the like read these.
  Object.defineProperties(tracked, Object.getOwnPropertyDescriptors(set));
  Object.defineProperties(trackedRepeat, Object.getOwnPropertyDescriptors(repeat));
  globalThis.setTimeout = tracked as unknown as typeof setTimeout;
  globalThis.setInterval = trackedRepeat as unknown as typeof setInterval;
  globalThis.clearTimeout = ((id?: ReturnType<typeof setTimeout>) => {
    if (id !== undefined) timers.delete(id);
    clear(id);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((id?: ReturnType<typeof setInterval>) => {
    if (id !== undefined) timers.delete(id);
    clearRepeat(id);
  }) as typeof clearInterval;
}

function trackListeners(target: EventTarget): void {
  const add = target.addEventListener.bind(target);
  target.addEventListener = (type, listener, options) => {
    if (listener) listeners.push({ target, type, listener, options: typeof options === 'boolean' ? options : { capture: options?.capture } });
    add(type, listener, options);
  };
}

if (!installed) {
  trackTimers();
  if (typeof window !== 'undefined') {
    trackListeners(window);
    trackListeners(document);
  }
}

export function endFileScope(): void {
  for (const id of timers) clearTimeout(id);
  timers.clear();
  for (const { target, type, listener, options } of listeners.splice(0)) target.removeEventListener(type, listener, options);
}
