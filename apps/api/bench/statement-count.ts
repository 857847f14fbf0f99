import type { Logger } from 'drizzle-orm/logger';

/**
 * BENCH_STATEMENTS=1: counts the statements the api sends once the load starts, by their first
 * words, and prints them to stderr as the server stops: how many a batch of quotes costs (each
 * batch is one `begin`).
 */
export function statementCounter(): { logger: Logger; start: () => void; report: () => void } | undefined {
  if (!process.env.BENCH_STATEMENTS) return undefined;
  let counting = false;
  const shapes = new Map<string, number>();
  return {
    logger: {
      logQuery(query) {
        if (!counting) return;
        const shape = query.replace(/\s+/g, ' ').slice(0, 70);
        shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
      },
    },
    start: () => void (counting = true),
    report() {
      const total = [...shapes.values()].reduce((a, b) => a + b, 0);
      const batches = shapes.get('begin') ?? 0;
      const lines = [...shapes].sort((a, b) => b[1] - a[1]).map(([shape, n]) => `  ${String(n).padStart(8)}  ${shape}`);
      process.stderr.write(
        `statements: ${total} in ${batches} transactions (${(total / Math.max(1, batches)).toFixed(2)} a transaction)\n${lines.join('\n')}\n`,
      );
    },
  };
}
