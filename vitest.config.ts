import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The files wait on timers and the database as much as they compute: one more file at a time than cores ends
// the run sooner on the 2-core CI machines. Every project states it (vitest runs projects of different counts apart).
const maxWorkers = Math.max(3, availableParallelism() + 1);

// A unit file that replaces modules (`vi.mock`) keeps a process of its own: sharing a worker, a later file once saw a
// screen drawn without its total. The others share their worker (the `unit` project).
const unitFiles = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('tests/unit', file));
const mockingFiles = unitFiles.filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
// Opening the in-process API's PGlite (tests/unit/support/real-api.ts) costs seconds on a busy machine.
const unitTimeouts = { hookTimeout: 60_000, testTimeout: 20_000 };

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: mockingFiles,
          // The files share their worker's jsdom, libraries and in-process API database; tests/unit/setup.ts gives
          // each file the app's modules anew, empty device storage, and ends what the last file's app left running.
          isolate: false,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          ...unitTimeouts,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-mocks',
          include: mockingFiles,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          ...unitTimeouts,
        },
      },
      {
        test: {
          name: 'architecture',
          maxWorkers,
          include: ['tests/architecture/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          maxWorkers,
          // The files share their worker process, so its seeded PGlite (tests/server/helpers.ts) opens once per
          // worker, not once per file; every test still runs on the seed, in a transaction rolled back.
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
