import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CSP_NONCE_PLACEHOLDER } from '@bidhall/domain/security-policy';

/** In development the api (and its Socket.IO gateway) run on :8080; in production they share the origin. */
const API = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  base: './',
  // Every script, style and the csp-nonce meta of index.html carries the placeholder; the
  // server that sends the page puts a fresh nonce in its place (apps/api web-app.ts, nginx).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/socket.io': { target: API, ws: true, changeOrigin: true },
    },
  },
});
