import { openDatabase } from '../src/db/database.ts';

/**
 * Migrates an embedded database under the data directory it is given and stops: the schema
 * the api would make on its first start, with no row in it. The end-to-end files start each
 * platform on a copy of one (apps/web/e2e/platform.ts) rather than have each make its own.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: migrate-pglite.ts <data directory>');
const database = await openDatabase({ dataDir, pgliteThreadNice: 0 });
await database.close();
