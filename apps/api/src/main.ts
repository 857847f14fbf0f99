import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';

/** The only file that reads the environment: the configuration, the app built from it, its signals. */
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const app = await createApp(config, { webDir });
await app.listen();

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
