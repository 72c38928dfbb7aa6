import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/src/**/*.test.ts', 'server/src/**/*.test.ts', 'server/test/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.ts', 'bench/**/*.test.ts'],
    // Generous: CI runs two test files at once on a shared 2-core machine, and a limit must hold under that load.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
