import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import type { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import type { ProjectRecordExport } from '@bidhall/contracts/project-record';
import type { StreamBusMessage } from '@bidhall/contracts/hall';
import { isSentTo, keyOf } from '@bidhall/contracts/view-seq';
import { canonicalJson } from '@bidhall/domain/auction-record';
import type { Api } from '../fixture/client.ts';
import type { HallClient } from '../harness/hall-client.ts';
import { REPO_ROOT } from '../cluster/processes.ts';
import type { Storm } from '../harness/storm.ts';

export type Check = { name: string; ok: boolean; detail: string };

/**
 * The quotes: every one acknowledged to a client exists exactly once in the database with the
 * acknowledged seq, and every accepted one in the database was sent by a client.
 */
export async function reconcileQuotes(
  databaseUrl: string,
  projectId: number,
  storm: Storm,
): Promise<{ checks: Check[]; ackedHallSeqs: number[] }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const [{ rows: quoteRows }, { rows: stream }] = await Promise.all([
    db.query<{ client_quote_id: string; seq: number; supplier_id: number }>(
      'select client_quote_id, seq, supplier_id from quotes where project_id = $1 and seq is not null',
      [projectId],
    ),
    db.query<StreamRow>(
      'select seq, type, payload from outbox where project_id = $1 and seq is not null order by seq',
      [projectId],
    ),
  ]).finally(() => db.end());
  const acked = storm.ledgers.flatMap((l) => [...l.acked]);
  // A supplier is answered its quote's seq in its own view of the stream (contracts/view-seq.ts).
  const viewSeqs = ownViewSeqs(stream, quoteRows);
  const rows = quoteRows.map((row) => ({ ...row, hallSeq: row.seq, seq: viewSeqs.get(row.seq)! }));
  const stored = new Map<string, number[]>();
  for (const row of rows) stored.set(row.client_quote_id, [...(stored.get(row.client_quote_id) ?? []), row.seq]);
  const hallSeqOf = new Map(rows.map((row) => [row.client_quote_id, row.hallSeq]));
  const ackedHallSeqs = acked.flatMap(([id]) => (hallSeqOf.has(id) ? [hallSeqOf.get(id)!] : []));
  const sent = new Set(storm.ledgers.flatMap((l) => [...l.sent]));
  const missing = acked.filter(([id]) => !stored.has(id));
  const doubled = [...stored].filter(([, seqs]) => seqs.length > 1);
  const wrongSeq = acked.filter(([id, seq]) => stored.has(id) && stored.get(id)![0] !== seq);
  const unsent = [...stored.keys()].filter((id) => !sent.has(id));
  const unanswered = [...stored.keys()].filter((id) => sent.has(id) && !acked.some(([a]) => a === id));
  const checks = [
    {
      name: 'acknowledged quotes stored',
      ok: missing.length === 0,
      detail: `${acked.length} acknowledged, ${missing.length} missing${
        missing.length
          ? `: ${missing
              .slice(0, 5)
              .map(([id]) => id)
              .join(', ')}`
          : ''
      }`,
    },
    {
      name: 'no quote stored twice',
      ok: doubled.length === 0 && wrongSeq.length === 0,
      detail: `${rows.length} accepted rows; ${doubled.length} clientQuoteIds twice, ${wrongSeq.length} with another seq than acknowledged`,
    },
    {
      name: 'no quote nobody sent',
      ok: unsent.length === 0,
      detail: `${unsent.length} stored quotes no client sent; ${unanswered.length} sent and stored but never answered (the client gave up retrying)`,
    },
  ];
  return { checks, ackedHallSeqs };
}

type StreamRow = { seq: number; type: string; payload: unknown };

/** Each stored quote's seq (by its hall seq) in its own supplier's view of the stream. */
function ownViewSeqs(stream: readonly StreamRow[], quotes: readonly { seq: number; supplier_id: number }[]) {
  const suppliers = new Set(quotes.map((q) => q.supplier_id));
  const own = new Set(quotes.map((q) => `${q.supplier_id}:${q.seq}`));
  const at = new Map<number, number>();
  for (const supplier of suppliers) {
    let viewSeq = 0;
    for (const row of stream) {
      if (!isSentTo(keyOf(row as StreamBusMessage), 'supplier', supplier)) continue;
      viewSeq += 1;
      if (own.has(`${supplier}:${row.seq}`)) at.set(row.seq, viewSeq);
    }
  }
  return at;
}

/** Every client's last seq, and the view of those that keep one, equal what the api answers its token now. */
export async function reconcileHalls(api: Api, clients: HallClient[], projectId: number): Promise<Check> {
  const snapshots = new Map<string, Promise<HallSnapshot>>();
  const snapshotOf = (token: string) => {
    if (!snapshots.has(token))
      snapshots.set(
        token,
        retried(() => api.get<HallSnapshot>('/api/services/app/Hall/GetSnapshot', token, { projectId })),
      );
    return snapshots.get(token)!;
  };
  const differing: string[] = [];
  for (const client of clients) {
    const snapshot = await snapshotOf(client.token);
    const sameSeq = client.lastSeq === snapshot.seq;
    // A client that checks only seqs (most watchers: HallClientOptions.keepsView) has no view to compare.
    const sameView = !client.keepsView || canonicalJson(client.ranking) === canonicalJson(snapshot.ranking);
    if (!sameSeq || !sameView)
      differing.push(`${client.audience}: seq ${client.lastSeq} vs ${snapshot.seq}${sameView ? '' : ', view differs'}`);
  }
  return {
    name: 'every client ends on the database view',
    ok: differing.length === 0,
    detail: `${clients.length - differing.length}/${clients.length} equal${differing.length ? `; e.g. ${differing.slice(0, 3).join('; ')}` : ''}`,
  };
}

/** The exported auction record, checked by the repository's own verifier CLI. */
export function verifyExport(record: ProjectRecordExport, file: string, ackedHallSeqs: readonly number[]): Check[] {
  writeFileSync(file, JSON.stringify(record, null, 2));
  const cli = spawnSync('npm', ['run', '--silent', 'verify-record', '-w', '@bidhall/api', '--', file], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const recorded = new Set(record.entries.filter((e) => e.event.type === 'quote.accepted').map((e) => e.event.seq));
  const absent = ackedHallSeqs.filter((seq) => !recorded.has(seq));
  return [
    {
      name: 'exported record verifies',
      ok: cli.status === 0,
      detail: `verify-record exit ${cli.status}: ${(cli.stdout + cli.stderr).trim().split('\n').slice(-3).join(' | ')}`,
    },
    {
      name: 'record holds every acknowledged quote',
      ok: absent.length === 0,
      detail: `${record.entries.length} entries, ${recorded.size} quotes; ${absent.length} acknowledged seqs absent`,
    },
  ];
}

/**
 * A loaded machine may time a call out or reset its connection; the drill asks again, after
 * a growing pause (1, 2, 4 s...), rather than judge on it.
 */
async function retried<T>(call: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await call();
    } catch (error) {
      if (i >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (i - 1)));
    }
  }
}
