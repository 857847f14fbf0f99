import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { ROLES } from '@bidhall/domain/roles';
import { routeKey } from '../../../api/call';
import { setToken } from '../../../auth/cookies';
import { tabSocket } from '../../../realtime/socket';
import { fakeApi } from '../../../../test/fake-api';
import { gatewayStandIn } from '../../../../test/gateway-stand-in';
import { projectFixture } from '../../../../test/project-fixture';
import { renderAt } from '../../../../test/render';
import { ExpertHallHeader } from './ExpertHallHeader';

/** The gateway's user room. */
const gateway = gatewayStandIn();

describe("the expert's hall header", () => {
  it('says the window is paused once its operator paused it, without a reload', async () => {
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    let paused = false;
    fakeApi({
      [routeKey(Sproject.GetSprojectDetailByExpertId)]: () => {
        const project = projectFixture({ id: 3, uppriceFromTime: at(-10), uppriceToTime: at(50), paused });
        return { status: 200, result: { totalCount: 1, items: [{ ...project, expertTask: 'waiting' }] } };
      },
    });
    setToken('expert-token');
    tabSocket('expert-token', gateway.url());
    renderAt(<ExpertHallHeader projectId={3} />);
    await waitFor(() => expect(screen.getByTestId('project-state')).toHaveTextContent('竞价中'));
    await gateway.connected();
    paused = true;
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.expert, counts: { waitScoreNum: 0 } });
    await waitFor(() => expect(screen.getByTestId('project-state')).toHaveTextContent('竞价暂停'));
  });
});
