// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { chunksToPreload, partnerInSearch, type SignedInChunks } from '../../../src/app/boot-preload';

function fakeChunks(): SignedInChunks {
  return {
    guard: vi.fn(async () => undefined),
    openDatabase: vi.fn(async () => undefined),
    shell: vi.fn(async () => undefined),
    partnerLayout: vi.fn(async () => undefined),
    home: vi.fn(async () => undefined),
    homeLane: vi.fn(async () => undefined),
  };
}

describe('chunksToPreload', () => {
  it('loads nothing for a visitor: the public screens stay free of Dexie', () => {
    expect(chunksToPreload(false, '/', fakeChunks())).toEqual([]);
    expect(chunksToPreload(false, '/carrinho', fakeChunks())).toEqual([]);
  });

  it('loads nothing on the public screens, signed in or not', () => {
    for (const path of ['/hub', '/login', '/usuarios', '/acesso-expirado']) {
      expect(chunksToPreload(true, path, fakeChunks())).toEqual([]);
    }
  });

  it('a signed-in home reload starts the guard, the database, the shell, the layout and the home at once', () => {
    const chunks = fakeChunks();
    expect(chunksToPreload(true, '/', chunks)).toEqual([
      chunks.guard, chunks.openDatabase, chunks.shell, chunks.partnerLayout, chunks.home,
    ]);
  });

  it("a home reload with its partner in the URL also reads that partner's first lane", async () => {
    const chunks = fakeChunks();
    const loaders = chunksToPreload(true, '/', chunks, '?parceiro=3');
    expect(loaders.slice(0, 5)).toEqual([chunks.guard, chunks.openDatabase, chunks.shell, chunks.partnerLayout, chunks.home]);
    expect(loaders).toHaveLength(6);
    await loaders[5]!();
    expect(chunks.homeLane).toHaveBeenCalledWith(3);
    expect(chunksToPreload(true, '/carrinho', chunks, '?parceiro=3')).toHaveLength(4);
    expect(chunksToPreload(false, '/', chunks, '?parceiro=3')).toEqual([]);
  });

  it('reads only a valid partner id from the search', () => {
    expect(partnerInSearch('?parceiro=12')).toBe(12);
    expect(partnerInSearch('?parceiro=0')).toBeUndefined();
    expect(partnerInSearch('?parceiro=abc')).toBeUndefined();
    expect(partnerInSearch('?parceiro=1.5')).toBeUndefined();
    expect(partnerInSearch('')).toBeUndefined();
  });

  it('other partner screens skip the home chunk; partner selection skips the partner layout', () => {
    const chunks = fakeChunks();
    expect(chunksToPreload(true, '/carrinho', chunks)).toEqual([chunks.guard, chunks.openDatabase, chunks.shell, chunks.partnerLayout]);
    expect(chunksToPreload(true, '/parceiro', chunks)).toEqual([chunks.guard, chunks.openDatabase, chunks.shell]);
  });
});
