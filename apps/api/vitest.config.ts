import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database; argon2 and migrations make the first calls slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
