import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import PbSettingPage from './PbSettingPage';
import { plan, setting, showPbSetting } from './pb-setting.test-kit';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { PbSetting } from '@bidhall/contracts/routes/pb-setting';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

beforeEach(() => useSession.getState().reset());

describe('evaluation settings (/projectPbSetting)', () => {
  it('shows the purchaser the settings read-only, with soft close, minimum bidders, plan and experts', async () => {
    const calls = showPbSetting(ROLES.purchaser, 3);
    const form = await screen.findByTestId('pb-setting-form-read');
    expect(within(form).getByDisplayValue('3')).toBeDisabled();
    expect(within(form).getByDisplayValue('120')).toBeDisabled();
    expect(screen.queryByTestId('pb-setting-save')).toBeNull();
    const planView = await screen.findByTestId('evaluation-plan');
    expect(planView).toHaveTextContent('最低价基准法');
    expect(planView).toHaveTextContent('实施方案');
    expect(planView).toHaveTextContent('售后服务');
    expect(planView).toHaveTextContent('商务');
    expect(screen.getByTestId('expert-panel')).toHaveTextContent('王专家');
    expect(screen.getByTestId('expert-panel')).toHaveTextContent('未提交');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('lets the agency edit and save while drafting, an empty start price included', async () => {
    const calls = showPbSetting(ROLES.agency, 1);
    expect(await screen.findByTestId('pb-setting-form-edit')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('pb-setting-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        projectId: 1,
        minBidders: 3,
        priceCap: '120000.00',
        startPrice: null,
        floor: '80000.00',
        floorPercent: 50,
        stepAgainst: 'best',
        abnormalLowPercent: 25,
      }),
    );
  });

  it('keeps the agency to reading once drafting is over, and shows no plan for a price-bidding project', async () => {
    const calls = showPbSetting(ROLES.agency, 5, 1);
    expect(await screen.findByTestId('pb-setting-form-read')).toBeInTheDocument();
    expect(screen.queryByTestId('pb-setting-save')).toBeNull();
    expect(screen.queryByTestId('evaluation-plan')).toBeNull();
    expect(calls.some((c) => c.url.endsWith('GetPlan'))).toBe(false);
  });

  it('says so when the agency has not set the scoring plan yet', async () => {
    sessionAs(ROLES.purchaser);
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({
        status: 200,
        result: projectFixture({ state: 2, winbidRule: 5 }),
      }),
      [routeKey(PbSetting.Get)]: () => ({ status: 200, result: { ...setting, saved: false } }),
      [routeKey(Evaluation.GetPlan)]: () => ({
        status: 200,
        result: { ...plan, formula: null, priceWeight: null, criteria: [], saved: false },
      }),
      [routeKey(Evaluation.GetExperts)]: () => ({ status: 200, result: [] }),
    });
    renderAt(<PbSettingPage />, {
      path: '/projectPbSetting?id=1',
      route: routeAt(ROLES.purchaser, '/projectPbSetting'),
      role: ROLES.purchaser,
    });
    expect(await screen.findByTestId('plan-not-set')).toBeInTheDocument();
    expect(screen.getByText('尚未指派评审专家')).toBeInTheDocument();
  });
});
