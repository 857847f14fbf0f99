import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // k6/src/lib/socketio.ts runs in the smoke on a shim of k6's WebSocket module.
  resolve: { alias: { 'k6/ws': fileURLToPath(new URL('./test/k6-ws-shim.ts', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The smoke starts real api and gateway processes (migrations, argon2): minutes, not seconds.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
