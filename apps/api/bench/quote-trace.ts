import { writeFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import { quoteStages, stageClock, type QuoteStageMessage } from '../src/modules/quote/stage-channel.ts';

/**
 * BENCH_TRACE=<file prefix>: where each open-loop quote spent its time. The api process
 * (server.ts) records the quote path's stages (stage-channel.ts), every statement it sends to
 * PostgreSQL (by prepared name) and its collector's pauses; the load generator records when
 * each quote was due, sent and answered. Times are epoch milliseconds with a fraction
 * (stageClock) in both processes, so they can be set side by side (one machine, one clock).
 * A diagnosis: it costs the api a little CPU per quote, so its run's figures are not the product's.
 */

/** A quote's stages as the api saw them: the first queue and decision, the last write (a batch may be decided again). */
export type ApiStages = { queued?: number; deciding?: number; writing?: number; written?: number };
export type Statement = { name: string; start: number; end: number };
export type Pause = { kind: number; start: number; end: number };
export type ApiTrace = { stages: Record<string, ApiStages>; statements: Statement[]; pauses: Pause[] };

/** Api side: starts recording; the returned function writes what was recorded to `file`. */
export function startApiTrace(file: string): () => void {
  const trace: ApiTrace = { stages: {}, statements: [], pauses: [] };
  quoteStages.subscribe((message) => {
    const { clientQuoteId, stage, at } = message as QuoteStageMessage;
    const stages = (trace.stages[clientQuoteId] ??= {});
    if (stage === 'writing' || stage === 'written' || stages[stage] === undefined) stages[stage] = at;
  });
  timeStatements(trace.statements);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const start = performance.timeOrigin + entry.startTime;
      const kind = ((entry as { detail?: { kind?: number } }).detail?.kind ?? 0) as number;
      trace.pauses.push({ kind, start, end: start + entry.duration });
    }
  }).observe({ entryTypes: ['gc'] });
  return () => writeFileSync(file, JSON.stringify(trace));
}

type QueryArgs = [config: unknown, ...rest: unknown[]];

/** Wraps node-postgres's Client.query (this process only) to time each statement until its answer. */
function timeStatements(into: Statement[]): void {
  const query = pg.Client.prototype.query as (...args: QueryArgs) => unknown;
  const timed = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const name =
      typeof config === 'string'
        ? config.slice(0, 40)
        : ((config as { name?: string; text?: string }).name ??
          String((config as { text?: string }).text).slice(0, 40));
    const start = stageClock();
    const done = () => into.push({ name, start, end: stageClock() });
    // The pool passes a callback, and then the call answers nothing; otherwise it answers a promise.
    const last = rest.at(-1);
    if (typeof last === 'function')
      rest[rest.length - 1] = (...answer: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...answer);
      };
    const answered = query.call(this, config, ...rest);
    if (answered instanceof Promise) answered.then(done, done);
    return answered;
  };
  pg.Client.prototype.query = timed as typeof pg.Client.prototype.query;
}

/** Load-generator side: one open-loop quote. */
export type LoadRecord = { clientQuoteId: string; due: number; sent: number; answered: number; measured: boolean };
