import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BUS_PAYLOADS, RECORDED_PAYLOADS, type BusEventType, type UserEventType } from '@bidhall/contracts/bus';
import type { Db } from '../db/database.ts';
import { arrayPlaceholder, namedStatement } from '../db/named-statement.ts';
import { outbox, projects } from '../db/lifecycle-schema.ts';
import { notFound } from '../http/errors.ts';
import type { StreamRow } from './bus-message.ts';
import { chainEventOf, sha256Hex } from './chain.ts';
import { chainHash } from '@bidhall/domain/auction-record';

/** Events of a project's stream; badge.counts is the one user event. */
export type ProjectEventType = Exclude<BusEventType, UserEventType>;
/** An event's payload as the outbox keeps it (a quote.accepted without its ranking). */
export type EventPayload<T extends BusEventType> = z.input<(typeof RECORDED_PAYLOADS)[T]>;
export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Where an event is appended: the caller's transaction, and how it runs a task once that
 * transaction has committed (a request's context is one; the window-end job builds its own,
 * commit-tasks.ts). The rows appended are published that way, by the app's relay.
 */
export type StreamWriter = {
  db: Db;
  afterCommit: (task: () => Promise<void>) => void;
  deps: { relay: { publish: (rows: readonly StreamRow[]) => Promise<void> } };
};

export type ProjectEventInput<T extends ProjectEventType> = {
  tenantId: number;
  projectId: number;
  type: T;
  /** A function receives the seq, for payloads that repeat it (quote.accepted). */
  payload: EventPayload<T> | ((seq: number) => EventPayload<T>);
  /** The server clock's time of the change; the api passes deps.now(). */
  at?: Date;
  /**
   * The stream head as read under the project row lock this transaction already holds (the
   * quote path locks first to decide); saves locking again. Without it the row is locked here.
   */
  head?: { lastSeq: number; lastHash: string };
};

/**
 * Locks the project row (FOR UPDATE) for the rest of the transaction and returns it. Every
 * writer of a project's stream takes this lock first, which serialises quotes and moves of
 * one project and makes the seq gap-free. Locking twice in one transaction is harmless.
 */
export async function lockProject(tx: Db, tenantId: number, projectId: number) {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId), eq(projects.isDeleted, false)))
    .for('update');
  if (!row) throw notFound(projectId);
  return row;
}

/**
 * Appends one event to a project's stream inside the writer's transaction: takes the next
 * seq under the project row lock, extends the hash chain and inserts the outbox row, which
 * the relay publishes once the transaction commits (never on a rollback; the sweeper sends
 * what a crash left). The payload must satisfy its bus contract (a bug otherwise, so it throws).
 */
export async function appendProjectEvent<T extends ProjectEventType>(
  writer: StreamWriter,
  input: ProjectEventInput<T>,
): Promise<OutboxRow> {
  const head = input.head ?? (await lockProject(writer.db, input.tenantId, input.projectId));
  const [row] = await appendProjectEvents(writer, { projectId: input.projectId, head, events: [input] });
  return row!;
}

/**
 * Appends events to a project's stream, in order, after `head` as read under the project row
 * lock the writer's transaction holds: consecutive seqs, hash-chained, one statement; published
 * once the transaction commits, as appendProjectEvent's.
 */
export async function appendProjectEvents(
  writer: StreamWriter,
  stream: {
    projectId: number;
    head: { lastSeq: number; lastHash: string };
    events: ReadonlyArray<Omit<ProjectEventInput<ProjectEventType>, 'head'>>;
  },
): Promise<OutboxRow[]> {
  let head = stream.head;
  const rows = stream.events.map((event) => {
    const row = nextProjectEvent(head, event);
    head = { lastSeq: row.seq!, lastHash: row.hash! };
    return row;
  });
  await writeProjectEvents(writer.db, { projectId: stream.projectId, rows });
  if (rows.length > 0) writer.afterCommit(() => writer.deps.relay.publish(rows));
  return rows;
}

/**
 * The outbox row that follows `head` in a project's stream, built in memory: the next seq,
 * the payload parsed by its recorded contract, the hash chained onto the head's. Nothing is
 * written; the caller writes it (writeProjectEvents) under the lock it read the head with.
 */
function nextProjectEvent<T extends ProjectEventType>(
  head: { lastSeq: number; lastHash: string },
  input: Omit<ProjectEventInput<T>, 'head'>,
): OutboxRow {
  const seq = head.lastSeq + 1;
  const raw = typeof input.payload === 'function' ? input.payload(seq) : input.payload;
  const payload = RECORDED_PAYLOADS[input.type].parse(raw);
  const createdAt = input.at ?? new Date();
  const hash = chainHash(
    head.lastHash,
    chainEventOf({ projectId: input.projectId, seq, type: input.type, payload, createdAt }),
    sha256Hex,
  );
  return {
    id: randomUUID(),
    tenantId: input.tenantId,
    projectId: input.projectId,
    seq,
    userId: null,
    type: input.type,
    payload,
    hash,
    createdAt,
    publishedAt: null,
  };
}

/**
 * Moves a project's stream head to its last row and inserts the rows, in one statement, under
 * the project lock; an array per column, so that the statement's text is the same for any number of rows.
 */
const appendStatement = namedStatement(
  'stream_append',
  sql`with head as (update ${projects} set last_seq = ${sql.placeholder('lastSeq')}, last_hash = ${sql.placeholder('lastHash')}
      where id = ${sql.placeholder('projectId')} returning id)
    insert into ${outbox} (id, tenant_id, project_id, seq, type, payload, hash, created_at)
    select id, tenant_id, project_id, seq, type, payload::jsonb, hash, created_at
    from unnest(${arrayPlaceholder('ids', 'varchar')}, ${arrayPlaceholder('tenantIds', 'int')}, ${arrayPlaceholder('projectIds', 'int')},
      ${arrayPlaceholder('seqs', 'int')}, ${arrayPlaceholder('types', 'varchar')}, ${arrayPlaceholder('payloads', 'text')}, ${arrayPlaceholder('hashes', 'varchar')},
      ${arrayPlaceholder('createdAts', 'timestamptz')})
      as event(id, tenant_id, project_id, seq, type, payload, hash, created_at)
    where exists (select 1 from head)`,
);

async function writeProjectEvents(db: Db, write: { projectId: number; rows: readonly OutboxRow[] }): Promise<void> {
  const { projectId, rows } = write;
  const last = rows.at(-1);
  if (!last) return;
  await appendStatement(db, {
    projectId,
    lastSeq: last.seq,
    lastHash: last.hash,
    ids: rows.map((r) => r.id),
    tenantIds: rows.map((r) => r.tenantId),
    projectIds: rows.map((r) => r.projectId),
    seqs: rows.map((r) => r.seq),
    types: rows.map((r) => r.type),
    payloads: rows.map((r) => JSON.stringify(r.payload)),
    hashes: rows.map((r) => r.hash),
    createdAts: rows.map((r) => r.createdAt.toISOString()),
  });
}

/**
 * Appends an event addressed to one user (badge.counts, session.revoked): no project, seq or
 * chain. Published once the writer's transaction commits, as a project's events are.
 */
export async function appendUserEvent<T extends UserEventType>(
  writer: StreamWriter,
  input: { tenantId: number; userId: number; type: T; payload: EventPayload<T>; at?: Date },
): Promise<OutboxRow> {
  const payload = BUS_PAYLOADS[input.type].parse(input.payload);
  const [row] = await writer.db
    .insert(outbox)
    .values({
      id: randomUUID(),
      tenantId: input.tenantId,
      userId: input.userId,
      type: input.type,
      payload,
      createdAt: input.at ?? new Date(),
    })
    .returning();
  writer.afterCommit(() => writer.deps.relay.publish([row!]));
  return row!;
}
