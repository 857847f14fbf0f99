import type { ExpertDto } from '@bidhall/contracts/evaluation';
import type { RoleName } from '@bidhall/domain/roles';
import { fakeApi, type Call } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import PbSettingPage from './PbSettingPage';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { PbSetting } from '@bidhall/contracts/routes/pb-setting';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

/** Shared by the /projectPbSetting tests: one project's settings, plan and panel. */
export const setting = {
  projectId: 1,
  minStep: '100.00',
  minStepKind: 'amount',
  mustBeatBest: false,
  priceCap: '120000.00',
  startPrice: null,
  maxQuotes: null,
  softClose: {
    enabled: true,
    triggerSeconds: 60,
    extendSeconds: 120,
    trigger: 'any',
    maxExtensions: 5,
    maxTotalExtensionSeconds: 600,
  },
  minBidders: 3,
  disclosure: 1,
  floor: '80000.00',
  floorPercent: 50,
  effectiveFloor: '80000.00',
  stepAgainst: 'best' as const,
  abnormalLowPercent: 25,
  saved: true,
};
export const plan = {
  projectId: 1,
  formula: 'lowest-price-base',
  priceWeight: '30.00',
  k: null,
  shortlistSize: 3,
  criteria: [
    { id: 1, kind: 'technical', name: '实施方案', maxPoints: '50.00' },
    { id: 2, kind: 'business', name: '售后服务', maxPoints: '20.00' },
  ],
  saved: true,
  locked: false,
};
export const experts: ExpertDto[] = [{ userId: 5, userName: 'expert1', name: '王专家', submittedAt: null }];

type Routes = Parameters<typeof fakeApi>[0];

/** Renders the page for a role on a project in a state, with the given method; `routes` add or replace answers. */
export function showPbSetting(role: RoleName, state: number, winbidRule = 7, routes: Routes = {}): Call[] {
  sessionAs(role);
  const calls = fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ state, winbidRule }) }),
    [routeKey(PbSetting.Get)]: () => ({ status: 200, result: setting }),
    [routeKey(PbSetting.Update)]: (c) => ({ status: 200, result: { ...setting, ...(c.body as object), saved: true } }),
    [routeKey(Evaluation.GetPlan)]: () => ({ status: 200, result: plan }),
    [routeKey(Evaluation.GetExperts)]: () => ({ status: 200, result: experts }),
    ...routes,
  });
  renderAt(<PbSettingPage />, { path: '/projectPbSetting?id=1', route: routeAt(role, '/projectPbSetting'), role });
  return calls;
}
