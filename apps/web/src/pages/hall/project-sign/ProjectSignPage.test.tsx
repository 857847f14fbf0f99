import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import ProjectSignPage from './ProjectSignPage';
import { Announcement } from '@bidhall/contracts/routes/announcement';
import { EApply } from '@bidhall/contracts/routes/eapply';
import { PbSetting } from '@bidhall/contracts/routes/pb-setting';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../../api/call';
import { useSession } from '../../../auth/session-store';
import { setToken } from '../../../auth/cookies';
import { tabSocket } from '../../../realtime/socket';
import { ROLES } from '@bidhall/domain/roles';
import { gatewayStandIn } from '../../../../test/gateway-stand-in';

/** The gateway: a pending applicant may not join the hall, its users' room still hears. */
const gateway = gatewayStandIn();

const soon = new Date(Date.now() + 86_400_000).toISOString();
const project = {
  id: 6,
  projectName: '办公家具网上竞价',
  state: 5,
  applyToTime: soon,
  uppriceFromTime: soon,
  uppriceToTime: soon,
};
const returned = {
  id: 3,
  projectId: 6,
  status: 2,
  comment: '资质证书已过期',
  linkman: '赵',
  linkPhone: '13800000000',
  content: '',
  submitTime: new Date().toISOString(),
};

/** The page's read with this sign-up (null: none yet), and a submit that answers it pending. */
const signUpApi = (eApply: typeof returned | null) =>
  fakeApi({
    [routeKey(Sproject.GetMyQuotedSprojectDetail)]: () => ({ status: 200, result: { project, eApply, quotes: [] } }),
    [routeKey(EApply.Submit)]: () => ({ status: 200, result: { ...returned, status: 0, comment: null } }),
    [routeKey(Announcement.GetList)]: () => ({ status: 200, result: { items: [biddingNotice] } }),
    [routeKey(PbSetting.Get)]: () => ({ status: 200, result: settings }),
  });
/** The page shows the notice and the rules; the form opens once the supplier says it read them. */
const readTerms = async () => {
  expect(await screen.findByText('报名须经代理机构审核通过')).toBeInTheDocument();
  expect(await screen.findByTestId('terms-priceCap')).toHaveTextContent('100,000.00');
  expect(screen.getByTestId('terms-floor')).toHaveTextContent('60,000.00（预算的 60%）');
  expect(screen.queryByTestId('sign-submit')).toBeNull();
  fireEvent.click(screen.getByTestId('sign-read-terms'));
};
const biddingNotice = {
  id: 1,
  projectId: 6,
  type: 0,
  status: 1,
  title: '办公家具网上竞价竞价公告',
  content: '<p>报名须经代理机构审核通过</p>',
};
const settings = {
  projectId: 6,
  minStep: '100.00',
  minStepKind: 'amount',
  mustBeatBest: true,
  priceCap: '100000.00',
  startPrice: null,
  maxQuotes: 5,
  softClose: {
    enabled: false,
    triggerSeconds: 60,
    extendSeconds: 60,
    trigger: 'any',
    maxExtensions: 3,
    maxTotalExtensionSeconds: 600,
  },
  minBidders: 2,
  disclosure: 3,
  // The floor in force is the higher of the amount and 60 % of the budget (the api resolves it).
  floor: '50000.00',
  floorPercent: 60,
  effectiveFloor: '60000.00',
  stepAgainst: 'best' as const,
  abnormalLowPercent: 20,
  saved: true,
};
const submitted = (calls: ReturnType<typeof fakeApi>) => calls.find((c) => c.url.endsWith('EApply/Submit'))?.body;

describe('ProjectSignPage', () => {
  afterEach(() => useSession.getState().reset());

  it('shows a returned sign-up with its reason and resubmits it', async () => {
    const calls = signUpApi(returned);
    renderAt(<ProjectSignPage />, { path: '/bid/project-sign?id=6' });
    expect(await screen.findByTestId('sign-status')).toHaveTextContent('已退回');
    expect(screen.getByTestId('return-reason')).toHaveTextContent('资质证书已过期');
    await readTerms();
    fireEvent.click(await screen.findByTestId('sign-submit'));
    await waitFor(() => expect(screen.getByTestId('sign-status')).toHaveTextContent('待审核'));
    expect(submitted(calls)).toMatchObject({
      projectId: 6,
      linkman: '赵',
      linkPhone: '13800000000',
    });
  });

  it("starts a first sign-up from the user's own name and phone, and sends what the user leaves there", async () => {
    useSession.setState({
      status: 'ready',
      info: {
        roleNames: ['供应商'],
        selectedRole: '供应商',
        name: '赵供应',
        user: {
          id: 4,
          name: '赵供应',
          userName: 'supplier1',
          emailAddress: null,
          phoneNumber: '13800000004',
          companyId: 5,
          isReview: 1,
          reviewComment: null,
        },
        company: { id: 5, companyName: '北京远航科技有限公司' },
        permissions: [],
        tenant: null,
      },
    });
    const calls = signUpApi(null);
    renderAt(<ProjectSignPage />, { path: '/bid/project-sign?id=6' });
    await readTerms();
    expect(await screen.findByLabelText('联系人')).toHaveValue('赵供应');
    expect(screen.getByLabelText('联系电话')).toHaveValue('13800000004');
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '钱经理' } });
    fireEvent.click(screen.getByTestId('sign-submit'));
    await waitFor(() =>
      expect(submitted(calls)).toMatchObject({
        projectId: 6,
        linkman: '钱经理',
        linkPhone: '13800000004',
      }),
    );
  });

  it('offers the hall once the sign-up passed', async () => {
    fakeApi({
      [routeKey(Sproject.GetMyQuotedSprojectDetail)]: () => ({
        status: 200,
        result: { project, eApply: { ...returned, status: 1, comment: null }, quotes: [] },
      }),
    });
    renderAt(<ProjectSignPage />, { path: '/bid/project-sign?id=6' });
    expect(await screen.findByText('进入报价大厅')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-submit')).toBeNull();
  });

  it('shows the sign-up passed the moment the agency passes it, with no reload', async () => {
    let status = 0;
    fakeApi({
      [routeKey(Sproject.GetMyQuotedSprojectDetail)]: () => ({
        status: 200,
        result: { project, eApply: { ...returned, status, comment: null }, quotes: [] },
      }),
      [routeKey(Announcement.GetList)]: () => ({ status: 200, result: { items: [biddingNotice] } }),
      [routeKey(PbSetting.Get)]: () => ({ status: 200, result: settings }),
    });
    setToken('supplier-token');
    tabSocket('supplier-token', gateway.url());
    renderAt(<ProjectSignPage />, { path: '/bid/project-sign?id=6' });
    expect(await screen.findByTestId('sign-status')).toHaveTextContent('待审核');
    await gateway.connected();
    status = 1;
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.supplier, counts: {} });
    await waitFor(() => expect(screen.getByTestId('sign-status')).toHaveTextContent('已通过'));
    expect(screen.getByText('进入报价大厅')).toBeInTheDocument();
  });
});
