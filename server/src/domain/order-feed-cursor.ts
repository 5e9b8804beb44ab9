import type { FeedPosition } from '../db/queries/order-feed';

// Opaque to the partner (base64url of a small JSON), and valid forever: it names a change number, not a time or a session.
interface CursorJson {
  after: number;
  changedAfter: string | null;
}

export function encodeFeedCursor({ after, changedAfter }: FeedPosition): string {
  const json: CursorJson = { after, changedAfter: changedAfter?.toISOString() ?? null };
  return Buffer.from(JSON.stringify(json)).toString('base64url');
}

/** The position a cursor names, or null for anything that no answer of the feed gave. */
export function decodeFeedCursor(text: string): FeedPosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  let json: Partial<CursorJson>;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || !Number.isSafeInteger(json.after) || (json.after as number) < 0) return null;
  if (json.changedAfter === null) return { after: json.after as number, changedAfter: null };
  const changedAfter = typeof json.changedAfter === 'string' ? new Date(json.changedAfter) : null;
  if (!changedAfter || Number.isNaN(changedAfter.getTime())) return null;
  return { after: json.after as number, changedAfter };
}
