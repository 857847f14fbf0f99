import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Forks a server entry that reports `{listening: port}` over IPC; resolves with it and its URL. */
export async function forkServer(
  entry: string,
  env: Record<string, string>,
): Promise<{
  child: ChildProcess;
  url: string;
  measure(): Promise<number>;
  profile(step: string): Promise<void>;
  stop(): Promise<void>;
}> {
  const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [], {
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      '--import',
      fileURLToPath(new URL('./measure-hook.ts', import.meta.url)),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { listening?: number }) => m.listening !== undefined && resolve(m.listening));
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
  return {
    child,
    /** The server's RSS in bytes after a full collection. */
    measure: () =>
      new Promise<number>((resolve) => {
        const onMessage = (m: { rss?: number }) => {
          if (m.rss === undefined) return;
          child.off('message', onMessage);
          resolve(m.rss);
        };
        child.on('message', onMessage);
        child.send({ measure: true });
      }),
    /** 'start', then a file name: the CPU profile in between (measure-hook.ts); nothing without BENCH_CPU_PROFILE. */
    profile: (step: string) =>
      new Promise<void>((resolve) => {
        if (!process.env.BENCH_CPU_PROFILE) return resolve();
        const onMessage = (m: { profiled?: string }) => {
          if (m.profiled !== step) return;
          child.off('message', onMessage);
          resolve();
        };
        child.on('message', onMessage);
        child.send({ profile: step });
      }),
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      await exited;
    },
  };
}
