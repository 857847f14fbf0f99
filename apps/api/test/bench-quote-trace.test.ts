import { describe, expect, it } from 'vitest';
import { summarizeTrace } from '../bench/quote-trace-summary.ts';
import type { ApiTrace, LoadRecord } from '../bench/quote-trace.ts';
import { publishStage, quoteStages, type QuoteStageMessage } from '../src/modules/quote/stage-channel.ts';
import type { QuoteCall } from '../src/modules/quote/service.ts';

// 100 quotes due 10 ms apart: each spends 0.2 ms on every step, but for quote 99, which waits
// 30 ms for its write while the collector pauses, and quote 0, sent during the warm-up.
function traced(): { load: LoadRecord[]; api: ApiTrace } {
  const load: LoadRecord[] = [];
  const api: ApiTrace = { stages: {}, statements: [], pauses: [{ kind: 1, start: 995, end: 1_000 }] };
  for (let i = 0; i < 100; i += 1) {
    const due = i * 10;
    const write = i === 99 ? 30 : 0.2;
    const id = `q${i}`;
    api.stages[id] = { queued: due + 0.4, deciding: due + 0.6, writing: due + 0.8, written: due + 0.8 + write };
    load.push({ clientQuoteId: id, due, sent: due + 0.2, answered: due + 1 + write, measured: i > 0 });
    api.statements.push({ name: 'quote_batch_write', start: due + 0.8, end: due + 0.8 + write });
  }
  // A wave: five reads begun within 2 ms.
  for (let i = 0; i < 5; i += 1) api.statements.push({ name: 'session_facts', start: 500 + i / 2, end: 501 + i });
  return { load, api };
}

describe("the open loop's trace (bench/quote-trace-summary.ts)", () => {
  it('puts the slowest quote in the slowest 1% with its wait in the write step, beside the pause it met', () => {
    const { load, api } = traced();
    const summary = summarizeTrace(load, api);
    expect(summary.quotes).toBe(99);
    const slowest = summary.bands.at(-1)!;
    expect(slowest).toMatchObject({ label: 'slowest 1%', quotes: 1 });
    expect(slowest.latency).toBeCloseTo(31, 5);
    expect(slowest.steps.map((s) => Number(s.toFixed(2)))).toEqual([0.2, 0.2, 0.2, 0.2, 30, 0.2]);
    expect(summary.bands[0]!.steps[4]).toBeCloseTo(0.2, 5);
    expect(summary.slowest).toEqual({ quotes: 1, duringPause: 1 });
  });

  it('counts the statements of each name and the most begun within 200 ms', () => {
    const { load, api } = traced();
    const byName = Object.fromEntries(summarizeTrace(load, api).statements.map((s) => [s.name, s]));
    expect(byName.session_facts).toMatchObject({ count: 5, busiestWindow: 5 });
    // One write every 10 ms, the warm-up quote's before the first measured one left out.
    expect(byName.quote_batch_write).toMatchObject({ count: 99, busiestWindow: 20 });
  });

  it('leaves out a quote the api did not see through every stage', () => {
    const { load, api } = traced();
    delete api.stages.q50!.writing;
    expect(summarizeTrace(load, api).quotes).toBe(98);
  });
});

describe("the quote path's stages (stage-channel.ts)", () => {
  it('publishes each call of a batch by its clientQuoteId, and nothing while nobody listens', () => {
    const calls = [{ input: { clientQuoteId: 'a' } }, { input: { clientQuoteId: 'b' } }] as unknown as QuoteCall[];
    const seen: QuoteStageMessage[] = [];
    const listen = (message: unknown) => seen.push(message as QuoteStageMessage);
    publishStage(calls, 'queued');
    quoteStages.subscribe(listen);
    try {
      expect(quoteStages.hasSubscribers).toBe(true);
      publishStage(calls, 'writing');
    } finally {
      quoteStages.unsubscribe(listen);
    }
    expect(seen.map((m) => [m.clientQuoteId, m.stage])).toEqual([
      ['a', 'writing'],
      ['b', 'writing'],
    ]);
    expect(seen[0]!.at).toBeGreaterThan(Date.now() - 60_000);
  });
});
