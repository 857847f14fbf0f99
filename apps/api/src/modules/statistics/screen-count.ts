import { sql } from 'drizzle-orm';
import { startOfReportDay } from '@bidhall/domain/statistics';
import type { Db } from '../../db/database.ts';
import { openForSignUpBy } from '../projects/sign-up-filters.ts';
import { money, projectsIn, quotesIn, rows, tenantIs, type Scope } from './scope.ts';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

/**
 * Counters shared by the big screen and the role home pages. Live windows come from the
 * partial index on open windows (state 5, not closed yet); quotes from the acceptance index.
 */
export function counterQueries(scope: Scope, now: Date) {
  const at = now.toISOString();
  return {
    windows: sql`select count(*) filter (where upprice_from_time <= ${at} and not paused)::int as live, count(*) filter (where upprice_from_time > ${at})::int as upcoming
      from projects where state = 5 and window_closed_at is null and upprice_to_time > ${at} and ${projectsIn(scope)}`,
    quotes: sql`select count(*) filter (where accepted_at >= ${new Date(now.getTime() - 60_000).toISOString()})::int as last_minute, count(*)::int as today
      from quotes where ${quotesIn(scope)} and accepted_at >= ${startOfReportDay(now).toISOString()} and accepted_at <= ${at}`,
    liveBidders: sql`select count(distinct supplier_id)::int as n from quotes where ${quotesIn(scope)} and project_id in (
        select id from projects where state = 5 and window_closed_at is null and upprice_to_time > ${at} and upprice_from_time <= ${at} and ${projectsIn(scope)})`,
    byState: sql`select state, count(*)::int as n, count(*) filter (where mode = 1)::int as research, sum(budget) filter (where state = 7 and win_amount is not null)::text as budget,
        sum(win_amount) filter (where state = 7 and budget is not null)::text as win, count(*) filter (where state = 7 and budget is not null and win_amount is not null)::int as awarded,
        sum(win_amount) filter (where state = 7)::text as all_win
      from projects where ${projectsIn(scope)} group by state order by state`,
  };
}

export type StateRow = {
  state: number;
  n: number;
  research: number;
  budget: string | null;
  win: string | null;
  awarded: number;
  all_win: string | null;
};

/** The counters every home page starts from, in one round of parallel aggregates. */
export async function counters(db: Db, scope: Scope, now: Date) {
  const q = counterQueries(scope, now);
  const [[windows], [quotes], [bidders], byState] = await Promise.all([
    rows<{ live: number; upcoming: number }>(db, q.windows),
    rows<{ last_minute: number; today: number }>(db, q.quotes),
    rows<{ n: number }>(db, q.liveBidders),
    rows<StateRow>(db, q.byState),
  ]);
  const count = (states: number[]) => byState.filter((r) => states.includes(r.state)).reduce((sum, r) => sum + r.n, 0);
  return { windows: windows!, quotes: quotes!, liveBidders: bidders?.n ?? 0, byState, count };
}

/** ScreenCount/GetScreenCount: counts only, as the big screen may show (docs/rules.md disclosure). */
export async function screenCount(db: Db, scope: Scope, now: Date) {
  const c = await counters(db, scope, now);
  const closed = c.byState.find((r) => r.state === PROJECT_STATE.closed);
  return {
    liveWindows: c.windows.live,
    upcomingWindows: c.windows.upcoming,
    liveBidders: c.liveBidders,
    quotesLastMinute: c.quotes.last_minute,
    quotesToday: c.quotes.today,
    projects: c.count(c.byState.map((r) => r.state)),
    closedProjects: closed?.n ?? 0,
    awardedAmount: money(closed?.all_win),
    serverNow: now.toISOString(),
  };
}

/** The supplier's own figures (GetGysNum), each from an index led by tenant and firm. */
export function supplierQueries(scope: Scope & { supplierId: number }, now: Date) {
  return {
    signUps: sql`select count(*)::int as n, count(*) filter (where status = 1)::int as passed, count(*) filter (where status = 0)::int as pending
      from e_applies where ${tenantIs(scope)} and supplier_id = ${scope.supplierId}`,
    quotes: sql`select count(*)::int as n, count(distinct project_id)::int as projects from quotes where ${quotesIn(scope)}`,
    wins: sql`select count(*)::int as n, sum(win_amount)::text as win from projects
      where ${projectsIn({ tenantId: scope.tenantId })} and state = 7 and winner_supplier_id = ${scope.supplierId}`,
    open: sql`select count(*)::int as n from projects where ${projectsIn({ tenantId: scope.tenantId })} and ${openForSignUpBy(scope.supplierId, now)}`,
  };
}

export async function supplierNum(db: Db, scope: Scope & { supplierId: number }, now: Date) {
  const q = supplierQueries(scope, now);
  const [[signUps], [quotes], [wins], [open]] = await Promise.all([
    rows<{ n: number; passed: number; pending: number }>(db, q.signUps),
    rows<{ n: number; projects: number }>(db, q.quotes),
    rows<{ n: number; win: string | null }>(db, q.wins),
    rows<{ n: number }>(db, q.open),
  ]);
  return {
    signUps: signUps?.n ?? 0,
    passedSignUps: signUps?.passed ?? 0,
    pendingSignUps: signUps?.pending ?? 0,
    quotedProjects: quotes?.projects ?? 0,
    quotes: quotes?.n ?? 0,
    wins: wins?.n ?? 0,
    awardedAmount: money(wins?.win),
    openProjects: open?.n ?? 0,
  };
}
