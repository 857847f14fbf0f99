import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const SHIMS = fileURLToPath(new URL('./test/k6-shims', import.meta.url));

export default defineConfig({
  // The k6 sources and bundles run in the smoke on shims of k6's modules (test/k6-shims).
  resolve: {
    alias: [
      { find: /^k6$/, replacement: `${SHIMS}/k6.ts` },
      { find: /^k6\/(http|ws|metrics|execution|data|encoding)$/, replacement: `${SHIMS}/$1.ts` },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The smoke starts real api and gateway processes (migrations, argon2): minutes, not seconds.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
