// sessionStorage: what lasts for this tab's run (it survives the app's own reloads, not a new opening of the app).
// Without storage the callers' guards are off; the app still works.

export function readTab(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTab(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // see above
  }
}
