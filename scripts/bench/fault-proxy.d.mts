// Types of fault-proxy.mjs.
import type { IncomingMessage } from 'node:http';

export type Fault = 'pass' | 'hang' | 'html503' | 'portal' | 'reset' | 'lost' | { delay: number };

export interface FaultProxy {
  url: string;
  /** every request `match` accepts (all by default) from now on meets `fault`, or the listed faults in turn */
  set(fault: Fault | Fault[], match?: (request: IncomingMessage) => boolean): void;
  /** the next request `match` accepts meets `fault` (before the standing one) */
  once(fault: Fault, match: (request: IncomingMessage) => boolean): void;
  counts(): Partial<Record<'pass' | 'hang' | 'html503' | 'portal' | 'reset' | 'lost' | 'delay', number>>;
  close(): Promise<void>;
}

export function isApiCall(request: { url?: string }): boolean;
export function startFaultProxy(target: string): Promise<FaultProxy>;
