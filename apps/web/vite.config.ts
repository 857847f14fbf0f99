import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the api (and its Socket.IO gateway) run on :8080; in production they share the origin. */
const API = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/socket.io': { target: API, ws: true, changeOrigin: true },
    },
  },
});
