import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded PGlite on a worker thread of its own (pglite-worker.mjs), behind the part of
 * PGlite's interface that drizzle's PGlite driver uses (query, exec, transaction, close).
 * PGlite executes a statement as synchronous WebAssembly; on the api's thread a storm of
 * quotes would hold every other request of the process behind it. One message per
 * statement; the worker keeps a transaction open between the messages of its statements.
 */
type Request = {
  op: 'query' | 'exec' | 'begin' | 'end' | 'rollback-open' | 'close';
  sql?: string;
  params?: unknown[];
  rowMode?: string;
  rawTypes?: number[];
  tx?: number;
  commit?: boolean;
};
type Answer = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

export type PgliteThread = {
  client: PGlite;
  /** Rolls back every transaction still open, as closing would: their callers have gone. */
  rollbackOpen: () => Promise<void>;
  close: () => Promise<void>;
};

/** How long the database's answers may run in one turn of the api's event loop (see 'message'). */
const TURN_BUDGET_MS = 5;
/**
 * `template`: a data directory to start from (a tar from PGlite's dumpDataDir) instead of an
 * empty database; tests start each file's database from one migrated once per run.
 */
export function startPgliteThread(dataDir: string | undefined, niceAbove = 10, template?: Uint8Array): PgliteThread {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, niceAbove, template },
  });
  // The statements on their way, by id.
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  // The thread keeps the process alive only while a statement is on its way: an idle
  // database (a test that forgot to close it) must not hold a finished process open.
  worker.unref();

  // Each answer runs what awaited it (a batch decided, its quotes answered) before the next
  // answer is read. Answers that piled up while the api's thread was busy or off its core
  // would all run in one turn of the event loop, and every timer, request and socket event
  // behind them would wait: so the answers of one turn run for at most TURN_BUDGET_MS, and
  // the rest run one a turn, in order, until none wait.
  const backlog: Answer[] = [];
  let turnStarted = -1;
  let resuming = false;
  const endTurn = () => {
    turnStarted = -1;
  };
  const resume = () => {
    resuming = false;
    settle(backlog.shift()!);
    if (backlog.length > 0) {
      resuming = true;
      setImmediate(resume);
    }
  };
  worker.on('message', (answer: Answer) => {
    const now = performance.now();
    if (turnStarted < 0) {
      turnStarted = now;
      setImmediate(endTurn);
    }
    if (backlog.length === 0 && now - turnStarted <= TURN_BUDGET_MS) return settle(answer);
    backlog.push(answer);
    if (!resuming) {
      resuming = true;
      // Set from this turn's check phase, the inner immediate runs in the next turn.
      setImmediate(() => setImmediate(resume));
    }
  });
  function settle(answer: Answer) {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (pending.size === 0) worker.unref();
    if (answer.error) waiting.reject(Object.assign(new Error(answer.error.message), answer.error));
    else waiting.resolve(answer.result);
  }
  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the PGlite thread exited (${code})`)));

  function request<T>(message: Request): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  }

  // drizzle's parsers only keep some types as text; the worker rebuilds them from the type ids.
  const rawTypesOf = (options?: QueryOptions) =>
    options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
  const queryOn = (tx: number | undefined) => (sql: string, params?: unknown[], options?: QueryOptions) =>
    request({ op: 'query', sql, params: params ?? [], rowMode: options?.rowMode, rawTypes: rawTypesOf(options), tx });
  const execOn = (tx: number | undefined) => (sql: string) => request({ op: 'exec', sql, tx });

  const client = {
    query: queryOn(undefined),
    exec: execOn(undefined),
    async transaction<T>(
      run: (tx: { query: ReturnType<typeof queryOn>; exec: ReturnType<typeof execOn> }) => Promise<T>,
    ): Promise<T> {
      const tx = await request<number>({ op: 'begin' });
      let result: T;
      try {
        result = await run({ query: queryOn(tx), exec: execOn(tx) });
      } catch (error) {
        await request({ op: 'end', tx, commit: false });
        throw error;
      }
      await request({ op: 'end', tx, commit: true });
      return result;
    },
    close: () => request<void>({ op: 'close' }),
  };

  return {
    client: client as unknown as PGlite,
    rollbackOpen: () => request<void>({ op: 'rollback-open' }),
    close: async () => {
      if (!failure) await client.close();
      await worker.terminate();
    },
  };
}
