import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Schemas and pure functions: no mocks, no fake timers, no module state a file could leave
    // behind (each server's texts are an i18next instance of their own), so the files share one
    // module graph per worker; a fresh one per file spent half the suite's CPU importing zod.
    isolate: false,
  },
});
