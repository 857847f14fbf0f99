import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/lifecycle-schema.ts', './src/db/quote-schema.ts'],
  out: './drizzle',
});
