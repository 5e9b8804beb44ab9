// Wire shapes shared by every area: the error body and the version files.
// Field names follow the specs' entities exactly; money is a number in BRL.

/** Body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  message: string;
  status?: string;
  [key: string]: unknown;
}

export interface VersionFile {
  version: string;
  time_limit: string;
}

export interface CurrentVersionFile {
  currentVersion: string;
}
