import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { RECORD_FORMAT, type ProjectRecordExport } from '@bidhall/contracts/project-record';
import { GENESIS_HASH } from '@bidhall/domain/auction-record';
import { PRICE_ONLY_RULES } from '@bidhall/domain/record-verify';
import { decideWinner } from '@bidhall/domain/winning';
import { outbox } from '../../db/lifecycle-schema.ts';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../http/context.ts';
import { forbidden, userFriendly } from '../../http/errors.ts';
import { loadActor } from '../projects/actor.ts';
import { audienceOf } from '../projects/audience.ts';
import { chainEventOf } from '../../events/chain.ts';
import { viewerOf } from '../hall/audience.ts';
import { ruleOf } from '../hall/snapshot.ts';
import { phaseOf, settingsOf } from '../hall/window.ts';
import { readProjectWithSettings } from '../quote/facts.ts';
import { loadStandings } from '../quote/standings.ts';
import { rankLines } from '@bidhall/domain/ranking-lines';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

async function readRecordRows(tx: Db, tenantId: number, projectId: number) {
  const { project, settings } = await readProjectWithSettings(tx, tenantId, projectId);
  const rows = await tx
    .select()
    .from(outbox)
    .where(and(eq(outbox.projectId, projectId), isNotNull(outbox.seq)))
    .orderBy(asc(outbox.seq));
  return { project, settingsRow: settings, rows, standings: await loadStandings(tx, projectId) };
}

/**
 * The whole record from one repeatable-read snapshot, so the claims match the chain's head;
 * `inTransaction`: read in the caller's own transaction instead (a move that has just appended
 * to the chain, under the project's lock, reads the record it made).
 */
export async function loadRecord(ctx: RequestContext, projectId: number, { inTransaction = false } = {}) {
  const { project, settingsRow, rows, standings } = inTransaction
    ? await readRecordRows(ctx.db, ctx.tenantId, projectId)
    : await ctx.db.transaction((tx) => readRecordRows(tx, ctx.tenantId, projectId), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
  const settings = settingsOf(settingsRow);
  const rule = ruleOf(project);
  const ranking = rankLines(standings, rule);
  const failed = project.state === PROJECT_STATE.failed;
  const outcome = PRICE_ONLY_RULES.includes(rule) && !failed ? decideWinner(rule, { quotes: ranking }) : null;
  const entries = rows.map((r) => ({
    event: chainEventOf({ ...r, projectId, seq: r.seq! }),
    hash: r.hash!,
  })) as ProjectRecordExport['entries'];
  const record: ProjectRecordExport = {
    format: RECORD_FORMAT,
    version: 1,
    tenantId: project.tenantId,
    projectId,
    projectNum: project.projectNum,
    name: project.name,
    winbidRule: rule,
    exportedAt: ctx.deps.now().getTime(),
    genesis: GENESIS_HASH,
    head: project.lastHash,
    count: entries.length,
    entries,
    result: {
      ranking,
      validBidders: standings.length,
      minBidders: settings.minBidders,
      failed,
      winners: outcome?.ok
        ? outcome.winners.map((w) => ({
            supplierId: w.supplierId,
            amount: w.amount,
            acceptedAt: w.acceptedAt,
            seq: w.seq,
          }))
        : null,
    },
  };
  return { project, settings, record };
}

/**
 * ProjectRecord/Export: the chain from the outbox rows and the server's own claims (the
 * stored standings, the failure, the winner by the domain), once the window has ended, for a
 * caller the audience policy shows every bidder, amount and sign-up to (the project's agency
 * and purchaser, the assigned expert; sealed quotes once opened). A bidder reads the public
 * cut (PublicRecord/Get) once the result is published.
 */
export async function exportRecord(ctx: RequestContext, projectId: number): Promise<ProjectRecordExport> {
  const { project, record } = await loadRecord(ctx, projectId);
  await viewerOf(ctx, project);
  if (!project.uppriceToTime || phaseOf(project, ctx.deps.now().getTime()) !== 'ended')
    throw userFriendly({ key: 'record.windowNotEnded' });
  const { facts } = await audienceOf(ctx.db, await loadActor(ctx), project, ctx.deps.now());
  if (facts.identities !== 'all' || facts.amounts !== 'all' || !facts.contacts)
    throw forbidden('record.notWholeAudience');
  return record;
}
