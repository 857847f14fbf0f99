import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../../api/call';
import { setToken } from '../../../auth/cookies';
import { useSession } from '../../../auth/session-store';
import { tabSocket } from '../../../realtime/socket';
import { SUPPLIER_MAP } from '../../../routes/supplier';
import { fakeApi } from '../../../../test/fake-api';
import { gatewayStandIn } from '../../../../test/gateway-stand-in';
import { projectFixture } from '../../../../test/project-fixture';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import BidIndexPage from './BidIndexPage';

/** The gateway's user room. */
const gateway = gatewayStandIn();

const route = SUPPLIER_MAP.routes.find((r) => r.path === '/bid/index')!;
const LIST = routeKey(Sproject.GetIndexProjectList);

beforeEach(() => useSession.getState().reset());

describe("the platform's published projects (/bid/index, supplier)", () => {
  it("shows a project's new state the moment the push tells the firm, with no reload", async () => {
    sessionAs(ROLES.supplier);
    let state = 5;
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [projectFixture({ state })] } }) });
    setToken('supplier-token');
    tabSocket('supplier-token', gateway.url());
    renderAt(<BidIndexPage />, { path: '/bid/index', route });
    const stateTag = async () =>
      within((await screen.findByText('办公桌椅采购')).closest('tr')!).getByTestId('project-state');
    expect(await stateTag()).toHaveTextContent('已发布');
    await gateway.connected();
    state = 7;
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.supplier, counts: {} });
    await waitFor(async () => expect(await stateTag()).toHaveTextContent('项目关闭'));
  });
});
