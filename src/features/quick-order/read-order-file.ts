// A picked CSV file as text: UTF-8 when it is valid UTF-8 (a BOM dropped), else Windows-1252 (Latin-1's
// superset, what spreadsheets on Windows save); docs/decisions/0138-quick-order-lines-and-report.md.
import { QUICK_ORDER_MAX_CHARS } from '../../domain/quick-order-lines';

export type FileText =
  | { ok: true; text: string; encoding: 'utf-8' | 'utf-8-bom' | 'windows-1252' }
  | { ok: false; reason: 'too-large' | 'unreadable' };

/** Bytes above this are refused unread: a file the parser would refuse anyway. */
const MAX_BYTES = QUICK_ORDER_MAX_CHARS * 2;

export function decodeOrderFile(bytes: Uint8Array): FileText {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { ok: true, text, encoding: bom ? 'utf-8-bom' : 'utf-8' };
  } catch {
    return { ok: true, text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

export async function readOrderFile(file: Blob): Promise<FileText> {
  if (file.size > MAX_BYTES) return { ok: false, reason: 'too-large' };
  try {
    return decodeOrderFile(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
