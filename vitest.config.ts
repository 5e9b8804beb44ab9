import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The files wait on timers and the database as much as they compute: one more file at a time than cores ends
// the run sooner on the 2-core CI machines. Every project states it (vitest runs projects of different counts apart).
const maxWorkers = Math.max(3, availableParallelism() + 1);

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
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
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
