/** The built server on `port` with its data in `dataDir`; resolves once /version.json answers. */
export function startServer(
  root: URL,
  options: { port: number; dataDir: string; env?: Record<string, string> },
): Promise<{
  url: string;
  pid: number | undefined;
  /** The first 4,000 characters the server printed (its start lines). */
  output(): string;
  stop(): Promise<void>;
}>;
