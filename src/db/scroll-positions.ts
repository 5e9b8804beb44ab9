// The scroll positions the screens remember, one localStorage value [commerce §3].
import { LOCAL_KEYS, readLocal, writeLocal } from './local-keys';

interface Position {
  left: number;
  top: number;
}

/** Positions kept at most; the oldest go first. */
const MAX_POSITIONS = 50;

function readAll(): Record<string, Position> {
  try {
    const value: unknown = JSON.parse(readLocal(LOCAL_KEYS.scrollPositions) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, Position>) : {};
  } catch {
    return {};
  }
}

export const scrollPositions = {
  read(key: string): Position | undefined {
    const position = readAll()[key];
    return position && Number.isFinite(position.left) && Number.isFinite(position.top) ? position : undefined;
  },
  write(key: string, position: Position): void {
    const all = readAll();
    delete all[key];
    all[key] = { left: Math.round(position.left), top: Math.round(position.top) };
    const keys = Object.keys(all);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) delete all[old];
    writeLocal(LOCAL_KEYS.scrollPositions, JSON.stringify(all));
  },
};
