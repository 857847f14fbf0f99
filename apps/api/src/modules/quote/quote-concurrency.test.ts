import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ProjectRecordExport } from '@bidhall/contracts/project-record';
import { POSTGRES_ADMIN_URL, requirePostgres } from '@bidhall/testkit/services';
import { outbox, quotes } from '../../db/lifecycle-schema.ts';
import { startTestApi, type TestApi } from '../../../test/harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../../../test/live-project.ts';
import { closeDueWindows } from '../window-end/service.ts';
import { rankingOf, quotesOf, verifyRecord } from '@bidhall/domain/record-verify';
import { sha256HexAsync } from '../../events/chain.ts';
import { loadStandings } from './standings.ts';
import { rankLines } from '@bidhall/domain/ranking-lines';

const up = await requirePostgres(process.env.DATABASE_URL ?? POSTGRES_ADMIN_URL);
const SUPPLIERS = 50;
const QUOTES = 20;

let api: TestApi;
let servers: Server[] = [];
/** Two apps on one database, as two api processes: each decides its own batches. */
let bases: string[] = [];

beforeAll(async () => {
  if (!up) return;
  // This test is about PostgreSQL's locks: it runs there even when the suite runs on PGlite.
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = saved ?? POSTGRES_ADMIN_URL;
  try {
    api = await startTestApi();
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
  }
  // 1,250 requests open their connections at once: past the default backlog (511) a loaded
  // machine drops SYNs, and a connect retried after 1, 3 and 7 s outlives fetch's 10 s timeout.
  const listen = (server: Server) =>
    new Promise<Server>((resolve) =>
      server.listen({ port: 0, host: '127.0.0.1', backlog: 2048 }, () => resolve(server)),
    );
  servers = [await listen(createServer(api.app)), await listen(createServer((await api.sibling()).app))];
  bases = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  for (const server of servers) server.close();
  await api?.close();
});

const post = (s: TestSupplier, body: unknown, via: number) =>
  fetch(`${bases[via % bases.length]}/api/services/app/Quote/Submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
    body: JSON.stringify(body),
  }).then(async (res) => ({
    status: res.status,
    result: ((await res.json()) as { result: Record<string, unknown> }).result,
  }));

describe.skipIf(!up)('quotes under contention on PostgreSQL', () => {
  it('50 suppliers × 20 quotes at once through two api processes, with retries: gap-free unique seqs, one quote per clientQuoteId, a ranking the domain agrees with', async () => {
    const from = api.clock.now().getTime();
    const project = await createLiveProject(api.database.db, {
      from,
      to: from + 3_600_000,
      settings: { disclosure: 3 },
    });
    const suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
      count: SUPPLIERS,
      projectIds: [project.id],
      prefix: 'cc',
    });
    api.clock.set(new Date(from + 1000));
    const sends = suppliers.flatMap((s, k) =>
      Array.from({ length: QUOTES }, (_, i) => {
        const body = {
          projectId: project.id,
          amount: (100_000 - i * 100 - k).toFixed(2),
          clientQuoteId: `s${k}-q${i}`,
        };
        // Every fourth quote is sent twice at once, as a client retrying after a timeout, the
        // retry to the other api process.
        return i % 4 === 0 ? [post(s, body, k + i), post(s, body, k + i + 1)] : [post(s, body, k + i)];
      }).flat(),
    );
    const answers = await Promise.all(sends);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);

    const byId = new Map<string, Array<Record<string, unknown>>>();
    for (const { result } of answers)
      byId.set(result.clientQuoteId as string, [...(byId.get(result.clientQuoteId as string) ?? []), result]);
    for (const [, pair] of byId) {
      const strip = ({ replayed: _r, window: _w, standing: _s, ...rest }: Record<string, unknown>) => rest;
      expect(new Set(pair.map((r) => JSON.stringify(strip(r)))).size).toBe(1);
    }

    const accepted = await api.database.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.projectId, project.id), isNotNull(quotes.seq)))
      .orderBy(asc(quotes.seq));
    const all = await api.database.db.select().from(quotes).where(eq(quotes.projectId, project.id));
    expect(all).toHaveLength(SUPPLIERS * QUOTES);
    const answeredSeqs = [...byId.values()]
      .map((pair) => pair[0]!.seq)
      .filter((s) => s !== undefined)
      .sort((a, b) => Number(a) - Number(b));
    expect(answeredSeqs).toEqual(accepted.map((q) => q.seq));
    const stream = await api.database.db
      .select({ seq: outbox.seq })
      .from(outbox)
      .where(eq(outbox.projectId, project.id))
      .orderBy(asc(outbox.seq));
    expect(stream.map((r) => r.seq)).toEqual(Array.from({ length: stream.length }, (_, i) => i + 1));
    expect(accepted.length).toBeGreaterThanOrEqual(SUPPLIERS);

    const stored = rankLines(await loadStandings(api.database.db, project.id), 1);
    const names = new Map(suppliers.map((s) => [s.supplierId, s.companyName]));
    const recomputed = rankingOf(
      1,
      accepted.map((q) => ({
        supplierId: q.supplierId,
        companyName: names.get(q.supplierId)!,
        amount: q.amount,
        acceptedAt: q.acceptedAt!.getTime(),
        seq: q.seq!,
      })),
    );
    expect(stored).toEqual(recomputed);

    api.clock.set(new Date(from + 3_600_000));
    await closeDueWindows(api.deps, api.clock.now());
    const agency = await api.login('agency', '代理机构');
    const res = await fetch(`${bases[0]}/api/services/app/ProjectRecord/Export?projectId=${project.id}`, {
      headers: { authorization: `Bearer ${agency}` },
    });
    const record = ProjectRecordExport.parse(((await res.json()) as { result: unknown }).result);
    expect(quotesOf(record)).toHaveLength(accepted.length);
    expect((await verifyRecord(record, sha256HexAsync)).filter((c) => c.status !== 'ok')).toEqual([]);
    // A thousand serialised transactions: generous for a loaded machine, seconds on an idle one.
  }, 180_000);
});
