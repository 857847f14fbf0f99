import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { MenuBadge } from '../layouts/side/MenuBadge';
import { useBadges } from './badge-store';
import { useBadgeRefresh } from './useBadgeRefresh';
import { MenuNum } from '@bidhall/contracts/routes/menu-num';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../api/call';
import { setToken } from '../auth/cookies';
import { tabSocket } from '../realtime/socket';
import { gatewayStandIn } from '../../test/gateway-stand-in';

/** The gateway's user room. */
const gateway = gatewayStandIn();

afterEach(() => useBadges.setState({ role: undefined, counts: {} }));

describe('menu badges', () => {
  it('shows a count only above zero, and only for the role that owns the key', () => {
    useBadges.getState().set(ROLES.agency, { waitApplyNum: 3, waitEditNum: 0 });
    renderAt(
      <>
        <MenuBadge badge="waitApplyNum" role={ROLES.agency} />
        <MenuBadge badge="waitEditNum" role={ROLES.agency} />
        <MenuBadge badge="waitConfirmNum" role={ROLES.agency} />
        <MenuBadge badge="waitApplyNum" role={ROLES.purchaser} />
      </>,
    );
    expect(screen.getByTestId('badge-waitApplyNum')).toHaveTextContent('3');
    expect(screen.queryByTestId('badge-waitEditNum')).toBeNull();
    expect(screen.queryByTestId('badge-waitConfirmNum')).toBeNull();
    expect(screen.getAllByTestId(/^badge-/)).toHaveLength(1);
  });

  it("loads the agency's counts from MenuNum/GetCgrNum on navigation", async () => {
    const calls = fakeApi({
      [routeKey(MenuNum.GetCgrNum)]: () => ({ status: 200, result: { waitApplyNum: 2, waitUserAuditNum: 1 } }),
    });
    const { rerender } = renderHook(({ path }) => useBadgeRefresh(ROLES.agency, path), {
      initialProps: { path: '/a' },
    });
    await waitFor(() => expect(useBadges.getState().counts).toEqual({ waitApplyNum: 2, waitUserAuditNum: 1 }));
    rerender({ path: '/b' });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('GetCgrNum'))).toHaveLength(2));
  });

  it('tolerates a count endpoint that does not exist yet', async () => {
    const calls = fakeApi({});
    renderHook(() => useBadgeRefresh(ROLES.agency, '/a'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {});
    expect(useBadges.getState().counts).toEqual({});
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it("counts the purchaser's projects in states 2 and 6", async () => {
    const calls = fakeApi({
      [routeKey(Sproject.GetListByRole)]: () => ({
        status: 200,
        result: [{ state: 2 }, { state: 2 }, { state: 6 }, { state: 5 }],
      }),
    });
    renderHook(() => useBadgeRefresh(ROLES.purchaser, '/a'));
    await waitFor(() => expect(useBadges.getState().counts).toEqual({ waitCheckNum: 2, waitResultNum: 1 }));
    expect(calls[0]?.body).toEqual({ role: ROLES.purchaser });
  });

  it("counts the expert's assigned projects marked to score, as its workplace lists them", async () => {
    const calls = fakeApi({
      [routeKey(Sproject.GetSprojectDetailByExpertId)]: () => ({
        status: 200,
        result: {
          totalCount: 3,
          items: [
            { id: 1, projectName: 'a', expertTask: 'to-score' },
            { id: 2, projectName: 'b', expertTask: 'submitted' },
            { id: 3, projectName: 'c', expertTask: 'to-score' },
          ],
        },
      }),
    });
    renderHook(() => useBadgeRefresh(ROLES.expert, '/a'));
    await waitFor(() => expect(useBadges.getState().counts).toEqual({ waitScoreNum: 2 }));
    expect(calls).toHaveLength(1);
    renderAt(<MenuBadge badge="waitScoreNum" role={ROLES.expert} />);
    expect(screen.getByTestId('badge-waitScoreNum')).toHaveTextContent('2');
  });

  it("shows the expert's projects to score the moment the gateway pushes them (the agency opened the quotes)", async () => {
    fakeApi({
      [routeKey(Sproject.GetSprojectDetailByExpertId)]: () => ({
        status: 200,
        result: { totalCount: 1, items: [{ id: 1, projectName: 'a', expertTask: 'awaiting-opening' }] },
      }),
    });
    setToken('expert-token');
    tabSocket('expert-token', gateway.url());
    renderHook(() => useBadgeRefresh(ROLES.expert, '/a'));
    await waitFor(() => expect(useBadges.getState().counts).toEqual({ waitScoreNum: 0 }));
    await gateway.connected();
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.expert, counts: { waitScoreNum: 1 } });
    await waitFor(() => expect(useBadges.getState().counts).toEqual({ waitScoreNum: 1 }));
  });

  it('asks nothing for roles without badges', async () => {
    const calls = fakeApi({});
    renderHook(() => useBadgeRefresh(ROLES.supplier, '/a'));
    await act(async () => {});
    expect(calls).toHaveLength(0);
  });
});
