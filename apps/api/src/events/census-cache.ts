import { isStreamMessage } from '@bidhall/contracts/hall';
import { keyOf } from '@bidhall/contracts/view-seq';
import type { Db } from '../db/database.ts';
import type { OutboxRow } from './append.ts';
import { busEnvelopeOf } from './bus-message.ts';
import { streamGroups, type StreamGroup } from './view-census.ts';

/** Projects whose census one database keeps at most; the least recently counted go first. */
const PROJECTS_KEPT = 2_000;

type Held = { upTo: number; groups: Map<string, StreamGroup> };

const groupId = (g: StreamGroup) => `${g.key.type} ${g.key.supplierId} ${g.key.disclosure} ${g.key.winbidRule}`;

/**
 * Each project's stream census (view-census.ts) up to a head the quote path read under the
 * project's lock, so that the next batch reads only the rows after it instead of the whole
 * stream again (a grouped read that grew with every quote of the hall). Rows at or below such a
 * head are committed and never change (append.ts numbers them under the same lock), so the
 * groups of the newer rows added to the kept ones are what a whole read gives. Another api
 * process's appends are simply newer rows; this process's own are added once committed
 * (`censusCommitted`), so a hall quoted through one process is never read again. Kept per app
 * (`keeper`, its deps): a test file's is its own.
 */
const kept = new WeakMap<object, Map<number, Held>>();

/** The groups of a project's stream up to `head`, a head read under the project's lock. */
export async function censusUpTo(db: Db, keeper: object, projectId: number, head: number): Promise<StreamGroup[]> {
  let projects = kept.get(keeper);
  if (!projects) kept.set(keeper, (projects = new Map()));
  const held = projects.get(projectId);
  if (held?.upTo === head) return [...held.groups.values()];
  const from = held && held.upTo < head ? held : { upTo: 0, groups: new Map<string, StreamGroup>() };
  const groups = new Map(from.groups);
  for (const group of await streamGroups(db, projectId, head, from.upTo)) {
    const id = groupId(group);
    groups.set(id, { key: group.key, events: (groups.get(id)?.events ?? 0) + group.events });
  }
  projects.delete(projectId);
  projects.set(projectId, { upTo: head, groups });
  if (projects.size > PROJECTS_KEPT) projects.delete(projects.keys().next().value!);
  return [...groups.values()];
}

/**
 * Adds the rows a transaction appended after `head` and committed to the census held at `head`,
 * so that the next batch finds it at the new head without a read. A census held at another seq
 * is left to be read up.
 */
export function censusCommitted(keeper: object, projectId: number, head: number, rows: readonly OutboxRow[]): void {
  const held = kept.get(keeper)?.get(projectId);
  if (held?.upTo !== head) return;
  for (const row of rows) {
    const message = busEnvelopeOf(row);
    if (!isStreamMessage(message) || row.seq === null) continue;
    const key = keyOf(message);
    const id = groupId({ key, events: 0 });
    held.groups.set(id, { key, events: (held.groups.get(id)?.events ?? 0) + 1 });
    held.upTo = row.seq;
  }
}
