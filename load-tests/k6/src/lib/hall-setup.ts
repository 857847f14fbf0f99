import type { PbSettingDto } from '@bidhall/contracts/pb-setting';
import type { HallSnapshotResult } from '@bidhall/contracts/hall';
import type { Fixture } from '../../../src/fixture/fixture-file.ts';
import { windowProblem } from '../../../src/fixture/window.ts';
import type { HallConfig } from '../plans/hall.ts';
import { planAmounts, type QuoteAmounts } from '../plans/quote-amounts.ts';
import { ROLES, appGet, resultOf, signIn, signInAll } from './api.ts';

/** What setup() hands every VU: tokens signed in once, and the run's quote amounts. */
export type HallRun = {
  agency: string;
  purchaser: string;
  suppliers: string[];
  amounts: QuoteAmounts;
  /** Keeps this run's clientQuoteIds apart from every other run's. */
  runId: string;
};

/**
 * Signs everyone in once, reads the hall as it stands and checks that its window stays open
 * for the whole run; an error here stops the run before any load.
 */
export function setUpHallRun(base: string, fixture: Fixture, c: HallConfig): HallRun {
  const agency = signIn(base, fixture.agency, ROLES.agency);
  const purchaser = signIn(base, fixture.purchaser, ROLES.purchaser);
  if (agency === null || purchaser === null)
    throw new Error(`the fixture's agency or purchaser could not sign in at ${base}`);
  const names = fixture.suppliers.slice(0, c.suppliers);
  const suppliers = signInAll(base, names, ROLES.supplier, c.signInParallel).filter((t): t is string => t !== null);
  if (suppliers.length < names.length)
    throw new Error(`${names.length - suppliers.length} of ${names.length} suppliers could not sign in`);
  if (suppliers.length === 0) throw new Error('the fixture has no suppliers');

  const snapshot = resultOf(
    appGet(base, agency, 'Hall/GetSnapshot', { projectId: fixture.projectId }),
  ) as HallSnapshotResult | null;
  const settings = resultOf(
    appGet(base, agency, 'PbSetting/Get', { projectId: fixture.projectId }),
  ) as PbSettingDto | null;
  if (!snapshot || !settings)
    throw new Error(`project ${fixture.projectId}: the hall snapshot or the bidding settings could not be read`);
  const now = Date.now();
  const problem = windowProblem(snapshot, now + c.quotesFrom * 1000, now + c.quotesTo * 1000);
  if (problem)
    throw new Error(`${problem}: make a fixture for this run (npm run fixture -- --run-seconds ${c.quotesTo})`);
  const ranking = snapshot.ranking;
  const first = ranking.kind === 'full' ? ranking.entries[0] : undefined;
  const amounts = planAmounts(
    { winbidRule: snapshot.project.winbidRule, best: first ? first.amount : null, settings },
    c.expectedQuotes * 2,
  );
  return {
    agency,
    purchaser,
    suppliers,
    amounts,
    runId: `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`,
  };
}
