import { sql } from 'drizzle-orm';
import type { ProjectStatisticsDto, StatisticsRangeInput } from '@bidhall/contracts/statistics';
import { averageOf, savingsOf } from '@bidhall/domain/statistics';
import type { Db } from '../../db/database.ts';
import { createdIn, money, monthOf, projectsIn, quotesIn, rows, type Scope } from './scope.ts';

type Range = StatisticsRangeInput;

/** Every query of Statistics/GetProjectStatistics, named; the benchmark explains the same ones. */
export function projectStatisticsQueries(scope: Scope, range: Range) {
  const where = sql`${projectsIn(scope)} and ${createdIn(range)}`;
  return {
    // One pass for the three breakdowns, the total and the savings of closed projects.
    breakdown: sql`select state, project_type, winbid_rule, grouping(state, project_type, winbid_rule)::int as g, count(*)::int as n,
        count(*) filter (where state = 7 and budget is not null and win_amount is not null)::int as awarded,
        sum(budget) filter (where state = 7 and win_amount is not null)::text as budget,
        sum(win_amount) filter (where state = 7 and budget is not null)::text as win
      from projects where ${where} group by grouping sets ((state), (project_type), (winbid_rule), ())`,
    byMonth: sql`select ${monthOf('created_at')} as month, count(*)::int as n, sum(budget)::text as budget, sum(win_amount)::text as win
      from projects where ${where} group by 1 order by 1`,
    bids: sql`select count(*)::int as quotes, count(distinct project_id)::int as projects, count(distinct (project_id, supplier_id))::int as bidders
      from quotes where ${quotesIn(scope)} and ${createdIn(range, 'accepted_at')}`,
  };
}

type BreakdownRow = {
  state: number | null;
  project_type: number | null;
  winbid_rule: number | null;
  g: number;
  n: number;
  awarded: number;
  budget: string | null;
  win: string | null;
};

export async function projectStatistics(db: Db, scope: Scope, range: Range): Promise<ProjectStatisticsDto> {
  const q = projectStatisticsQueries(scope, range);
  const [breakdown, months, [bids]] = await Promise.all([
    rows<BreakdownRow>(db, q.breakdown),
    rows<{ month: string; n: number; budget: string | null; win: string | null }>(db, q.byMonth),
    rows<{ quotes: number; projects: number; bidders: number }>(db, q.bids),
  ]);
  // grouping() is a bit mask of the columns rolled up: 3 = only state kept, 5 = type, 6 = method, 7 = total.
  const total = breakdown.find((r) => r.g === 7);
  const budget = money(total?.budget);
  const awardedAmount = money(total?.win);
  const b = bids ?? { quotes: 0, projects: 0, bidders: 0 };
  return {
    total: total?.n ?? 0,
    byState: breakdown
      .filter((r) => r.g === 3)
      .map((r) => ({ state: r.state!, count: r.n }))
      .sort((x, y) => x.state - y.state),
    byKind: breakdown
      .filter((r) => r.g === 5)
      .map((r) => ({ projectType: r.project_type!, count: r.n }))
      .sort((x, y) => x.projectType - y.projectType),
    byMethod: breakdown
      .filter((r) => r.g === 6)
      .map((r) => ({ winbidRule: r.winbid_rule!, count: r.n }))
      .sort((x, y) => x.winbidRule - y.winbidRule),
    byMonth: months.map((m) => ({ month: m.month, count: m.n, budget: money(m.budget), awardedAmount: money(m.win) })),
    savings: { awardedProjects: total?.awarded ?? 0, budget, awardedAmount, ...savingsOf(budget, awardedAmount) },
    bids: {
      projectsWithQuotes: b.projects,
      quotes: b.quotes,
      bidders: b.bidders,
      quotesPerProject: averageOf(b.quotes, b.projects),
      biddersPerProject: averageOf(b.bidders, b.projects),
    },
  };
}
