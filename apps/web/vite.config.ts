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
  // No module-preload polyfill: every browser the build targets either preloads natively or
  // loads a page's chunks when asked, and the polyfill sat in the login page's first bytes.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/socket.io': { target: API, ws: true, changeOrigin: true },
    },
  },
});
