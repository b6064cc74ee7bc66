import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Screens render through the whole app; on a loaded two-core machine a few take seconds.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'extension',
          environment: 'happy-dom',
          include: ['extension/src/**/*.test.ts', 'extension/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
