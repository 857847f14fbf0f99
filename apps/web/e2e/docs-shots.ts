import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The README's screenshots (committed): apps/web/docs. */
export const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs');
mkdirSync(DOCS, { recursive: true });
