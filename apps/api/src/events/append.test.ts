import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { GENESIS_HASH, verifyChain } from '@bidhall/domain/auction-record';
import type { ProjectState } from '@bidhall/domain/project-states';
import type { Database } from '../db/database.ts';
import { outbox, projects } from '../db/lifecycle-schema.ts';
import { users } from '../db/schema.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { openTestDatabase } from '../../test/database.ts';
import { appendProjectEvent, appendUserEvent, type EventPayload, type OutboxRow } from './append.ts';
import { inOwnTransaction } from './own-transaction.ts';
import type { Db } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { BusMessage } from '@bidhall/contracts/bus';
import { busEnvelopeOf } from './bus-message.ts';
import { chainEventOf, sha256Hex } from './chain.ts';

let database: Database;
let projectId: number;
const tenantId = 1;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, new Date(), { scope: 'core' });
  const [purchaser] = await database.db.select().from(users).where(eq(users.userName, 'purchaser'));
  const [row] = await database.db
    .insert(projects)
    .values({
      tenantId,
      projectNum: 'T-1',
      name: 'append test',
      purchaserCompanyId: purchaser!.companyId!,
      purchaserUserId: purchaser!.id,
    })
    .returning();
  projectId = row!.id;
});
afterAll(() => database.close());

/** A writer on `tx` that publishes nothing: the tests below look at what is stored. */
const quietWriter = (tx: Db) => ({
  db: tx,
  afterCommit: () => undefined,
  deps: { relay: { publish: async () => undefined } },
});

const stateEvent = (from: ProjectState, to: ProjectState) => ({
  tenantId,
  projectId,
  type: 'project.state' as const,
  payload: { from, to, winbidRule: 1 as const },
});

describe('appendProjectEvent', () => {
  it('numbers a project stream 1, 2, 3… and chains the hashes', async () => {
    const rows = [];
    for (const [from, to] of [
      [0, 1],
      [1, 2],
      [2, 4],
    ] as const) {
      rows.push(await database.db.transaction((tx) => appendProjectEvent(quietWriter(tx), stateEvent(from, to))));
    }
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    const stored = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.projectId, projectId))
      .orderBy(asc(outbox.seq));
    const verdict = verifyChain(
      stored.map((r) => ({ event: chainEventOf({ ...r, projectId, seq: r.seq! }), hash: r.hash! })),
      sha256Hex,
      GENESIS_HASH,
    );
    expect(verdict).toEqual({ ok: true, count: 3, head: stored[2]!.hash });
    const [head] = await database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(head).toMatchObject({ lastSeq: 3, lastHash: stored[2]!.hash });
    expect(BusMessage.parse(busEnvelopeOf(stored[0]!))).toMatchObject({
      type: 'project.state',
      projectId,
      seq: 1,
      payload: { from: 0, to: 1 },
    });
  });

  it('gives concurrent appends distinct, gap-free seqs', async () => {
    const before = (await database.db.select().from(projects).where(eq(projects.id, projectId)))[0]!.lastSeq;
    const rows = await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db.transaction((tx) => appendProjectEvent(quietWriter(tx), stateEvent(5, 5))),
      ),
    );
    expect(rows.map((r) => r.seq).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 8 }, (_, i) => before + i + 1));
  });

  it('rolls back with the transaction: no seq is used up', async () => {
    const before = (await database.db.select().from(projects).where(eq(projects.id, projectId)))[0]!.lastSeq;
    await expect(
      database.db.transaction(async (tx) => {
        await appendProjectEvent(quietWriter(tx), stateEvent(5, 6));
        throw new Error('refused later in the same change');
      }),
    ).rejects.toThrow('refused later');
    const next = await database.db.transaction((tx) => appendProjectEvent(quietWriter(tx), stateEvent(5, 6)));
    expect(next.seq).toBe(before + 1);
  });

  it('publishes its row once the transaction commits, and nothing when it rolls back', async () => {
    const published: OutboxRow[] = [];
    const deps = { db: database.db, logger: createLogger('silent') };
    const relay = { publish: async (rows: readonly OutboxRow[]) => void published.push(...rows) };
    const row = await inOwnTransaction(deps, async (tx, afterCommit) => {
      const appended = await appendProjectEvent({ db: tx, afterCommit, deps: { relay } }, stateEvent(5, 6));
      expect(published).toEqual([]);
      return appended;
    });
    expect(published).toEqual([row]);
    await expect(
      inOwnTransaction(deps, async (tx, afterCommit) => {
        await appendProjectEvent({ db: tx, afterCommit, deps: { relay } }, stateEvent(5, 6));
        throw new Error('refused later in the same change');
      }),
    ).rejects.toThrow('refused later');
    expect(published).toEqual([row]);
  });

  it('refuses a payload that breaks its contract, and an unknown project', async () => {
    await expect(
      database.db.transaction((tx) =>
        appendProjectEvent(quietWriter(tx), {
          ...stateEvent(0, 1),
          payload: { from: 0, to: 42, winbidRule: 1 } as unknown as EventPayload<'project.state'>,
        }),
      ),
    ).rejects.toThrow();
    await expect(
      database.db.transaction((tx) => appendProjectEvent(quietWriter(tx), { ...stateEvent(0, 1), projectId: 999_999 })),
    ).rejects.toThrow();
    await expect(
      database.db.transaction((tx) => appendProjectEvent(quietWriter(tx), { ...stateEvent(0, 1), tenantId: 2 })),
    ).rejects.toThrow();
  });
});

describe('appendUserEvent', () => {
  it('writes a badge.counts row outside any stream', async () => {
    const [agency] = await database.db.select().from(users).where(eq(users.userName, 'agency'));
    const row = await database.db.transaction((tx) =>
      appendUserEvent(quietWriter(tx), {
        tenantId,
        userId: agency!.id,
        type: 'badge.counts',
        payload: { userId: agency!.id, role: '代理机构', counts: { waitEditNum: 2 } },
      }),
    );
    expect(row).toMatchObject({ projectId: null, seq: null, hash: null, userId: agency!.id, publishedAt: null });
    expect(BusMessage.parse(busEnvelopeOf(row))).toMatchObject({ type: 'badge.counts', projectId: null, seq: null });
  });
});
