import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database; argon2 and migrations make the first calls slow.
    testTimeout: 30_000,
    // A file's setup (a database, migrations, sign-ins) took over a minute while the 2-core
    // machine ran other suites beside it (load average 30): slow is not a failure there.
    hookTimeout: 180_000,
  },
});
