import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ENTRY = fileURLToPath(new URL('./other-publisher-main.ts', import.meta.url));

/**
 * Another test process on the shared Redis bus (another suite, another bench): it builds its
 * own project's events with its own ProjectOutbox and publishes them, as every suite on this
 * machine's Redis does. Resolves with the ids it published.
 */
export async function publishFromAnotherProcess(opts: {
  redisUrl: string;
  projectId: number;
  events: number;
}): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', ENTRY, opts.redisUrl, String(opts.projectId), String(opts.events)],
    { timeout: 30_000 },
  );
  return JSON.parse(stdout) as string[];
}
