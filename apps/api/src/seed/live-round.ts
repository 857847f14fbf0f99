import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outbox, projects } from '../db/lifecycle-schema.ts';
import { DEMO_TENANT } from './demo-accounts.ts';
import { PUBLISHED, SIGNED_ALL } from './history-steps.ts';
import { demoActors, hasDemoTenant } from './seed-actors.ts';
import { seedProject, type SeedProjectSpec } from './seed-project.ts';

/** The live demo project's name; each later round's name begins with it. */
export const LIVE_PROJECT_NAME = '【演示】医用耗材网上竞价（实时）';

const MINUTE = 60_000;
/** How long after a start the live round's window opens, and how long it stays open. */
const OPENS_AFTER_MS = MINUTE;
const OPEN_FOR_MS = 30 * MINUTE;

/**
 * The live project: lowest price, full disclosure, the three demo suppliers signed up and
 * passed, its window opening a minute after `now`.
 */
export function liveProjectSpec(now: number, name = LIVE_PROJECT_NAME): SeedProjectSpec {
  const opens = now + OPENS_AFTER_MS;
  return {
    name,
    state: 5,
    budget: '100000.00',
    times: { applyToTime: opens, uppriceFromTime: opens, uppriceToTime: opens + OPEN_FOR_MS },
    settings: { disclosure: 3, priceCap: '100000.00', minStep: '100.00', minBidders: 3 },
    history: [...PUBLISHED, ...SIGNED_ALL],
    signUps: [
      [0, 1],
      [1, 1],
      [2, 1],
    ],
    announcementTypes: [0],
  };
}

export type LiveRound = { projectId: number; name: string; opensAt: Date; closesAt: Date; seeded: boolean };

/**
 * The demo's live round at start-up: the one still open or about to open, or else a new round
 * whose window opens a minute after `now`. The demo data is written on the first start only,
 * so without this a later start (the same `./data`) would find every window long closed.
 * Null when there is no demo tenant (`SEED_DEMO=false`, or its data deleted by hand).
 */
export async function ensureLiveRound(db: Db, now: Date): Promise<LiveRound | null> {
  return db.transaction(async (tx) => {
    // Two api processes starting together on one database add one round between them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bidhall demo live round'))`);
    const demoTenant = eq(projects.tenantId, DEMO_TENANT.id);
    if (!(await hasDemoTenant(tx))) return null;
    const rounds = like(projects.name, `${LIVE_PROJECT_NAME}%`);
    const [open] = await tx
      .select({
        projectId: projects.id,
        name: projects.name,
        opensAt: projects.uppriceFromTime,
        closesAt: projects.uppriceToTime,
      })
      .from(projects)
      .where(and(demoTenant, rounds, eq(projects.state, 5), gt(projects.uppriceToTime, now)))
      .orderBy(asc(projects.uppriceFromTime))
      .limit(1);
    if (open) return { ...open, opensAt: open.opensAt!, closesAt: open.closesAt!, seeded: false };
    const [{ earlier } = { earlier: 0 }] = await tx
      .select({ earlier: sql<number>`count(*)::int` })
      .from(projects)
      .where(and(demoTenant, rounds));
    const name = `${LIVE_PROJECT_NAME}第${earlier + 1}场`;
    const spec = liveProjectSpec(now.getTime(), name);
    const projectId = await seedProject(tx, await demoActors(tx), spec, now);
    // Its history is the seed's, not news: the relay publishes only what users do from here on.
    await tx.update(outbox).set({ publishedAt: now }).where(eq(outbox.projectId, projectId));
    return {
      projectId,
      name,
      opensAt: new Date(spec.times!.uppriceFromTime),
      closesAt: new Date(spec.times!.uppriceToTime),
      seeded: true,
    };
  });
}
