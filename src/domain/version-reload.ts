// Spec access §4.9: the decision taken every 2 minutes after reading /version_v2.json.

export const MAX_AUTOMATIC_RELOADS = 3;

export interface VersionCheck {
  builtVersion: string;
  serverVersion: string;
  /** time_limit of /version_v2.json: 'YYYY-MM-DD…', 'DD/MM/YYYY' or '' (no limit) */
  timeLimit: string;
  now: Date;
  counter: number;
  /** the server version this app run stopped reloading for, once its reloads were used up */
  gaveUpOn: string | null;
}

export interface VersionDecision {
  reload: boolean;
  counter: number;
  gaveUpOn: string | null;
}

function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The limit as 'YYYY-MM-DD' (compared at day level), or null when there is none. */
function limitDay(timeLimit: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(timeLimit);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(timeLimit);
  if (br) return `${br[3]}-${br[2]}-${br[1]}`;
  return null;
}

export function decideVersionReload(check: VersionCheck): VersionDecision {
  if (check.builtVersion === check.serverVersion) return { reload: false, counter: 0, gaveUpOn: null };
  // Reloading did not bring this version: wait for another one, or for the app to be opened again.
  if (check.gaveUpOn === check.serverVersion) return { reload: false, counter: 0, gaveUpOn: check.gaveUpOn };
  // Counting from 0, reloading while below the limit makes at most 3 automatic reloads in a row.
  if (check.counter >= MAX_AUTOMATIC_RELOADS) return { reload: false, counter: 0, gaveUpOn: check.serverVersion };
  const limit = limitDay(check.timeLimit);
  const reached = limit === null || dayKey(check.now) >= limit;
  if (!reached) return { reload: false, counter: check.counter, gaveUpOn: null };
  return { reload: true, counter: check.counter + 1, gaveUpOn: null };
}
