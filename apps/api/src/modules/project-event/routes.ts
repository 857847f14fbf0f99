import { ProjectEvent } from '@bidhall/contracts/routes/project-event';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { type HallEventsSinceInput, type HallEventsSinceResult } from '@bidhall/contracts/hall';
import { ROLES } from '@bidhall/domain/roles';
import { outbox } from '../../db/lifecycle-schema.ts';
import { withRankings } from '../../events/rankings.ts';
import { hallSeqOfView, streamGroups, viewSeqsOf } from '../../events/view-census.ts';
import type { RequestContext } from '../../http/context.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { viewerOf } from '../hall/audience.ts';
import { readProjectWithSettings } from '../quote/facts.ts';
import { streamItemsFor } from './views.ts';

const HALL_ROLES = { roles: [ROLES.agency, ROLES.purchaser, ROLES.supplier, ROLES.expert] } as const;

/**
 * The caller's views of a project's events after `sinceSeq`, for catch-up after a reconnect.
 * `sinceSeq` and every seq answered are the caller's view's own (contracts/view-seq.ts): the
 * hall seq they stand for is found in the record, and never shown.
 */
async function eventsSince(ctx: RequestContext, input: HallEventsSinceInput): Promise<HallEventsSinceResult> {
  const viewer = await viewerOf(ctx, (await readProjectWithSettings(ctx.db, ctx.tenantId, input.projectId)).project);
  const { audience, supplierId } = viewer;
  const { project, rows, viewHead, from } = await ctx.db.transaction(
    async (tx) => {
      const { project } = await readProjectWithSettings(tx, ctx.tenantId, input.projectId);
      const groups = await streamGroups(tx, project.id, project.lastSeq);
      const viewHead = viewSeqsOf(groups).seqOf(audience, supplierId);
      const from = Math.min(input.sinceSeq, viewHead);
      const after = await hallSeqOfView(tx, project.id, project.lastSeq, groups, audience, supplierId, from);
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.projectId, project.id), gt(outbox.seq, after), lte(outbox.seq, project.lastSeq)))
        .orderBy(asc(outbox.seq))
        // Bounded: from seq 0, a storm's stream would be hundreds of megabytes in one answer.
        .limit(input.maxResultCount);
      // A quote.accepted is kept without its ranking; the hall showed it with one.
      return { project, rows: await withRankings(tx, rows), viewHead, from };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { items, viewSeq } = streamItemsFor(rows, viewer, from);
  const lastRead = rows.at(-1)?.seq ?? null;
  const more = rows.length === input.maxResultCount && lastRead !== null && lastRead < project.lastSeq;
  return { projectId: project.id, audience, headSeq: more ? viewSeq : viewHead, more, events: items };
}

export const projectEventService = service(ProjectEvent, [
  endpoint(ProjectEvent.GetSince, {
    summary: "The caller's views of a project's events after sinceSeq, in seq order",
    access: HALL_ROLES,
    handle: eventsSince,
  }),
]);
