import { ProjectEvent } from '@bidhall/contracts/calls/project-event';
import { and, asc, eq, gt } from 'drizzle-orm';
import { type HallEventsSinceInput, type HallEventsSinceResult } from '@bidhall/contracts/hall';
import { ROLES } from '@bidhall/domain/roles';
import { outbox } from '../../db/lifecycle-schema.ts';
import { withRankings } from '../../events/rankings.ts';
import type { RequestContext } from '../../http/context.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { viewerOf } from '../hall/audience.ts';
import { readProjectWithSettings } from '../quote/facts.ts';
import { streamItemFor } from './views.ts';

const HALL_ROLES = { roles: [ROLES.agency, ROLES.purchaser, ROLES.supplier, ROLES.expert] } as const;

/** The caller's views of a project's events after `sinceSeq`, for catch-up after a reconnect. */
async function eventsSince(ctx: RequestContext, input: HallEventsSinceInput): Promise<HallEventsSinceResult> {
  const { project, rows } = await ctx.db.transaction(
    async (tx) => {
      const { project } = await readProjectWithSettings(tx, ctx.tenantId, input.projectId);
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.projectId, project.id), gt(outbox.seq, input.sinceSeq)))
        .orderBy(asc(outbox.seq))
        // Bounded: from seq 0, a storm's stream would be hundreds of megabytes in one answer.
        .limit(input.maxResultCount);
      // A quote.accepted is kept without its ranking; the hall showed it with one.
      return { project, rows: await withRankings(tx, rows) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const viewer = await viewerOf(ctx, project);
  const events = rows.map((row) => streamItemFor(row, viewer)).filter((item) => item !== null);
  const lastRead = rows.at(-1)?.seq ?? null;
  const more = rows.length === input.maxResultCount && lastRead !== null && lastRead < project.lastSeq;
  return { projectId: project.id, audience: viewer.audience, headSeq: more ? lastRead : project.lastSeq, more, events };
}

export const projectEventService = service(ProjectEvent, [
  endpoint(ProjectEvent.GetSince, {
    summary: "The caller's views of a project's events after sinceSeq, in seq order",
    access: HALL_ROLES,
    handle: eventsSince,
  }),
]);
