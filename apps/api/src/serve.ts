import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type AppParts } from './app.ts';
import { loadConfig, type Config } from './config.ts';

/**
 * The api process: the configuration from the environment (read here and nowhere else), the
 * app built from it, its signals. `npm start` runs it on the wall clock (main.ts); the
 * end-to-end tests' platform runs it on a clock they move (test/moved-clock-main.ts).
 */
export async function serve(parts: Pick<AppParts, 'now'> = {}): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const app = await createApp(config, { webDir, ...parts });
  await app.listen();

  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
