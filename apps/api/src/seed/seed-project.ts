import { and, eq } from 'drizzle-orm';
import type { AuditTemplate } from '@bidhall/domain/audit-templates';
import type { AnnouncementType } from '@bidhall/domain/announcement-types';
import { ANNOUNCEMENT_TYPES } from '@bidhall/domain/announcement-types';
import { projectKindOf, winbidRuleInfo, type WinbidRule } from '@bidhall/domain/winbid-rules';
import { openQuotes } from '../modules/evaluation/opening.ts';
import type { Db } from '../db/database.ts';
import { notices } from '../db/documents-schema.ts';
import { eApplies, projectPbSettings, projects, quotes } from '../db/lifecycle-schema.ts';
import { quoteStandings } from '../db/quote-schema.ts';
import { writePublishedNotice } from '../modules/announcement/published-notice.ts';
import { appendProjectEvent } from '../events/append.ts';
import { nextHandlers, writeHistory } from '../modules/projects/history.ts';
import type { Actor } from '../modules/projects/actor.ts';
import { rankLines, withLatestLine, type RankingLine } from '@bidhall/domain/ranking-lines';
import { nextProjectNum } from '../modules/sproject/project-num.ts';
import { upStatus } from '../modules/sproject/up-status.ts';
import { seedContext, seedWriter } from './seed-context.ts';
import { seedEvaluation, type SeedEvaluation } from './seed-evaluation.ts';
import { AgreementCreateInput } from '@bidhall/contracts/agreement';
import { createAgreement, moveAgreement } from '../modules/agreement/service.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoNoticeBody, type NoticeFacts } from './demo-notices.ts';
import {
  demoAfterWindow,
  demoCreatedAt,
  demoHistoryTimes,
  demoSignUpAt,
  DAY,
  SIGN_UP_ANSWERED_AFTER,
  timeOfTemplate,
} from './demo-timeline.ts';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

export type SeedActors = { purchaser: Actor; agency: Actor; suppliers: Actor[]; experts: Actor[] };

export type SeedProjectSpec = {
  name: string;
  state: number;
  winbidRule?: WinbidRule;
  /** 1: market research (no quote window, project kind 3). */
  mode?: 0 | 1;
  content?: string;
  budget?: string;
  /** Epoch ms; omitted while the project is not drafted yet. */
  times?: { applyToTime: number; uppriceFromTime: number; uppriceToTime: number };
  /** History templates in order, by the role each template names; a reason for the returns. */
  history: Array<AuditTemplate | [AuditTemplate, string]>;
  settings?: Partial<typeof projectPbSettings.$inferInsert>;
  /** Sign-ups: supplier index (0-2) and status. */
  signUps?: Array<[number, 0 | 1 | 2]>;
  /** Accepted quotes in order: supplier index and amount. */
  quotes?: Array<[number, string]>;
  announcementTypes?: AnnouncementType[];
  paused?: boolean;
  /** Created this many months before `now` (statistics by month); its times are given relative to that. */
  monthsAgo?: number;
  winner?: { supplier: number; amount: string };
  /** A scoring project's plan, panel, opening and scores (through the evaluation calls). */
  evaluation?: SeedEvaluation;
  /** Moves made after the quotes through the lifecycle's own service (result, confirmation), by role; method 0 names its winner. */
  moves?: Array<[number, 'agency' | 'purchaser', { winner: number; reason: string }?]>;
  /** A contract with the winner once closed (Agreement/Create), signed by the purchaser or by both. */
  agreement?: 'draft' | 'purchaserSigned' | 'signed';
};

/**
 * What a purchaser writes under 项目内容 when the spec names nothing: the demo's project pages
 * show a project described, not a dash.
 */
function demoContent(name: string): string {
  const subject = name.replace(/（[^）]*）$/, '');
  return `本项目采购${subject}。数量、技术参数及交付要求以采购需求为准；报价须含运输、安装调试、培训及税费，交付后提供一年免费质保。`;
}

/** A demo user's own line, as the project and sign-up forms fill it in from the signed-in user. */
const phoneOf = (actor: Actor) => DEMO_ACCOUNTS.find((a) => a.name === actor.name)?.phoneNumber ?? null;

const SUPPLIER_TEMPLATES: readonly number[] = [12];
const PURCHASER_TEMPLATES: readonly number[] = [1, 4, 5, 8, 9];

/** One demo project with its settings, history, sign-ups, quotes (chained) and notices. */
export async function seedProject(tx: Db, actors: SeedActors, spec: SeedProjectSpec, now: Date): Promise<number> {
  const { purchaser, agency } = actors;
  const t = spec.times;
  const rule = spec.winbidRule ?? (spec.mode === 1 ? 0 : 1);
  const windowClosed = t && t.uppriceToTime <= now.getTime() ? new Date(t.uppriceToTime) : null;
  const created = demoCreatedAt(t, spec.monthsAgo, now.getTime());
  const [row] = await tx
    .insert(projects)
    .values({
      tenantId: purchaser.tenantId,
      projectNum: await nextProjectNum(tx, purchaser.tenantId, now),
      name: spec.name,
      winbidRule: rule,
      mode: spec.mode ?? 0,
      projectType: projectKindOf(spec.mode ?? 0, rule),
      state: spec.state,
      budget: spec.budget ?? null,
      content: spec.content ?? demoContent(spec.name),
      linkman: purchaser.name,
      linkPhone: phoneOf(purchaser),
      purchaserCompanyId: purchaser.companyId!,
      purchaserUserId: purchaser.userId,
      agencyCompanyId: spec.state === PROJECT_STATE.awaitingDraft ? null : agency.companyId,
      applyToTime: t ? new Date(t.applyToTime) : null,
      uppriceFromTime: t && spec.mode !== 1 ? new Date(t.uppriceFromTime) : null,
      uppriceToTime: t && spec.mode !== 1 ? new Date(t.uppriceToTime) : null,
      windowVersion: spec.state >= 5 ? 1 : 0,
      paused: spec.paused ?? false,
      pausedAt: spec.paused ? now : null,
      windowClosedAt:
        spec.state >= PROJECT_STATE.published && spec.state !== PROJECT_STATE.suspended ? windowClosed : null,
      winnerSupplierId: spec.winner ? actors.suppliers[spec.winner.supplier]!.companyId : null,
      winAmount: spec.winner?.amount ?? null,
      createdAt: new Date(created),
    })
    .returning({ id: projects.id });
  const projectId = row!.id;
  if (spec.settings)
    await tx.insert(projectPbSettings).values({ projectId, tenantId: purchaser.tenantId, ...spec.settings });
  const signUpIds = new Map<number, number>();
  const signUps = spec.signUps ?? [];
  for (const [k, [index, status]] of signUps.entries()) {
    const s = actors.suppliers[index]!;
    const submittedAt = demoSignUpAt(t, k, signUps.length, now.getTime());
    const [e] = await tx
      .insert(eApplies)
      .values({
        tenantId: s.tenantId,
        projectId,
        supplierId: s.companyId!,
        userId: s.userId,
        companyName: s.companyName!,
        status,
        linkman: s.name,
        linkPhone: phoneOf(s),
        submittedAt: new Date(submittedAt),
        auditedAt: status ? new Date(submittedAt + SIGN_UP_ANSWERED_AFTER) : null,
        auditedBy: status ? agency.userId : null,
      })
      .returning({ id: eApplies.id });
    signUpIds.set(index, e!.id);
  }
  const templates = spec.history.map((item) => (Array.isArray(item) ? item[0] : item));
  const historyTimes = demoHistoryTimes(templates, created, t, now.getTime());
  // Each sign-up entry of the history is credited to the supplier who signed up, in order.
  const signers = (spec.signUps ?? []).map(([index]) => actors.suppliers[index]!);
  let signed = 0;
  for (const [i, item] of spec.history.entries()) {
    const [template, reason] = Array.isArray(item) ? item : [item, undefined];
    const signer = () => signers[signed++ % Math.max(signers.length, 1)] ?? actors.suppliers[0]!;
    const actor = SUPPLIER_TEMPLATES.includes(template)
      ? signer()
      : PURCHASER_TEMPLATES.includes(template)
        ? purchaser
        : agency;
    await writeHistory(tx, actor, {
      projectId,
      templates: [template],
      reason,
      handlerRoles: nextHandlers(spec.state),
      at: new Date(historyTimes[i]!),
    });
  }
  // A notice goes out when its step happened: the project's at publication, a result's an hour
  // after the last of the moves below, the rest now.
  const published = timeOfTemplate(templates, historyTimes, 6);
  const resultPublished = demoAfterWindow(t, (spec.moves?.length ?? 0) + 1, now.getTime());
  const noticeAt = (type: AnnouncementType) =>
    new Date(
      ANNOUNCEMENT_TYPES[type].key === 'bidding' || ANNOUNCEMENT_TYPES[type].key === 'marketResearch'
        ? (published ?? now.getTime())
        : ANNOUNCEMENT_TYPES[type].key === 'result'
          ? resultPublished
          : now.getTime(),
    );
  if (spec.quotes?.length && t) await seedQuotes(tx, actors, projectId, spec, t.uppriceFromTime);
  if (spec.evaluation && t) {
    const bidders = [...new Set((spec.quotes ?? []).map(([index]) => actors.suppliers[index]!.companyId!))];
    await seedEvaluation(tx, agency, actors.experts, projectId, bidders, spec.evaluation, {
      before: new Date(t.uppriceFromTime - 60_000),
      after: new Date(demoAfterWindow(t, 0.5, now.getTime())),
    });
  }
  // Sealed quotes are opened by the agency after the window before any result (scoring opens in its evaluation).
  if (!spec.evaluation && spec.moves?.length && winbidRuleInfo(spec.winbidRule ?? 1).quoting === 'sealed')
    await openQuotes(seedContext(tx, agency, new Date(demoAfterWindow(t, 0.5, now.getTime()))), { projectId });
  for (const [step, [state, role, manual]] of (spec.moves ?? []).entries()) {
    const actor = actors[role];
    const winner = manual
      ? { winnerSupplierId: actors.suppliers[manual.winner]!.companyId!, reason: manual.reason }
      : {};
    const at = new Date(demoAfterWindow(t, step + 1, now.getTime()));
    await upStatus(seedContext(tx, actor, at), actor, { id: projectId, state, ...winner });
  }
  // Notices last: a result notice names the winner the moves above chose.
  const [awarded] = await tx
    .select({ winnerSupplierId: projects.winnerSupplierId, winAmount: projects.winAmount })
    .from(projects)
    .where(eq(projects.id, projectId));
  const winnerName = actors.suppliers.find((s) => s.companyId === awarded?.winnerSupplierId)?.companyName;
  const facts: NoticeFacts = {
    name: spec.name,
    budget: spec.budget ?? null,
    winner: winnerName && awarded?.winAmount ? { companyName: winnerName, amount: awarded.winAmount } : null,
  };
  for (const type of spec.announcementTypes ?? []) {
    // The notice the moves above drafted from the template (a confirmed result) is the one the
    // agency publishes, as it is; any other is written as an agency would.
    const [drafted] = await tx
      .select()
      .from(notices)
      .where(and(eq(notices.projectId, projectId), eq(notices.type, type), eq(notices.status, 0)));
    if (drafted) await tx.delete(notices).where(eq(notices.id, drafted.id));
    await writePublishedNotice(tx, {
      tenantId: purchaser.tenantId,
      projectId,
      type,
      title: drafted?.title ?? `${spec.name}${ANNOUNCEMENT_TYPES[type].labels['zh-CN']}`,
      content: drafted?.content ?? demoNoticeBody(type, facts),
      publishedBy: agency.userId,
      at: noticeAt(type),
    });
  }
  // The contract a day after the result was published.
  const contractAt = new Date(Math.min(now.getTime(), resultPublished + DAY));
  if (spec.agreement && awarded) await seedAgreement(tx, actors, projectId, spec, awarded, contractAt);
  return projectId;
}

/** The winner's contract, as the purchaser drafts and signs it and the supplier countersigns. */
async function seedAgreement(
  tx: Db,
  actors: SeedActors,
  projectId: number,
  spec: SeedProjectSpec,
  p: { winnerSupplierId: number | null; winAmount: string | null },
  now: Date,
) {
  const { purchaser } = actors;
  const input = AgreementCreateInput.parse({
    projectId,
    title: `${spec.name}合同`,
    contractNum: `HT-${projectId}`,
    amount: p.winAmount,
    content: `<p>${spec.name}采购合同</p>`,
  });
  const made = await createAgreement(seedContext(tx, purchaser, now), purchaser, input);
  if (spec.agreement === 'draft') return;
  await moveAgreement(seedContext(tx, purchaser, now), purchaser, made.id, 1);
  if (spec.agreement !== 'signed') return;
  const winner = actors.suppliers.find((s) => s.companyId === p.winnerSupplierId)!;
  await moveAgreement(seedContext(tx, winner, now), winner, made.id, 2);
}

/** Quotes as the quote path records them: the row, the standing and a chained quote.accepted. */
async function seedQuotes(tx: Db, actors: SeedActors, projectId: number, spec: SeedProjectSpec, from: number) {
  const rule = spec.winbidRule ?? 1;
  let standings: RankingLine[] = [];
  for (const [i, [index, amount]] of spec.quotes!.entries()) {
    const s = actors.suppliers[index]!;
    const acceptedAt = from + (i + 1) * 30_000;
    const previous = standings.find((x) => x.supplierId === s.companyId);
    const [head] = await tx.select({ lastSeq: projects.lastSeq }).from(projects).where(eq(projects.id, projectId));
    const seq = head!.lastSeq + 1;
    const standing: RankingLine = {
      supplierId: s.companyId!,
      companyName: s.companyName!,
      amount,
      acceptedAt,
      seq,
      quoteCount: (previous?.quoteCount ?? 0) + 1,
    };
    const best = rankLines(standings, rule)[0];
    standings = withLatestLine(standings, standing);
    const ranking = rankLines(standings, rule);
    const [q] = await tx
      .insert(quotes)
      .values({
        tenantId: s.tenantId,
        projectId,
        supplierId: s.companyId!,
        userId: s.userId,
        clientQuoteId: `seed-${seq}`,
        amount,
        seq,
        acceptedAt: new Date(acceptedAt),
      })
      .returning({ id: quotes.id });
    const stored = { ...standing, acceptedAt: new Date(acceptedAt) };
    await tx
      .insert(quoteStandings)
      .values({ ...stored, projectId, tenantId: s.tenantId })
      .onConflictDoUpdate({ target: [quoteStandings.projectId, quoteStandings.supplierId], set: stored });
    await appendProjectEvent(seedWriter(tx), {
      tenantId: s.tenantId,
      projectId,
      type: 'quote.accepted',
      at: new Date(acceptedAt),
      payload: (n) => ({
        projectId,
        quoteId: String(q!.id),
        supplierId: s.companyId!,
        companyName: s.companyName!,
        amount: ranking.find((r) => r.seq === seq)!.amount,
        acceptedAt,
        seq: n,
        quoteCount: standing.quoteCount,
        isNewBest: ranking[0]!.seq === seq && best?.seq !== seq,
        context: {
          winbidRule: rule,
          disclosure: (spec.settings?.disclosure ?? 1) as 1 | 2 | 3,
          maxQuotes: spec.settings?.maxQuotes ?? null,
        },
      }),
    });
  }
}
