/** The built server on `port` with its data in `dataDir`; resolves once /version.json answers. */
export function startServer(
  root: URL,
  options: { port: number; dataDir: string; env?: Record<string, string> },
): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }>;
