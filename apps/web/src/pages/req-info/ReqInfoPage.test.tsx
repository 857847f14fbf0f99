import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { RequirementDto } from '@bidhall/contracts/requirement';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import ReqInfoPage from './ReqInfoPage';
import { Requirement } from '@bidhall/contracts/routes/requirement';
import { routeKey } from '../../api/call';

const GET = routeKey(Requirement.Get);
const requirement: RequirementDto = {
  id: 12,
  name: '教学楼桌椅更新',
  budget: '80000.00',
  content: '课桌椅 200 套',
  state: 3,
  purchaserCompanyId: 2,
  purchaserCompanyName: '市第一中学',
  agencyCompanyId: 4,
  returnReason: null,
  projectId: 7,
  creationTime: '2029-11-01T02:00:00.000Z',
};

beforeEach(() => useSession.getState().reset());

describe('requirement detail (/ReqInfo)', () => {
  it('shows the requirement and opens its drafted project', async () => {
    sessionAs(ROLES.agency);
    const calls = fakeApi({ [GET]: () => ({ status: 200, result: requirement }) });
    renderAt(<ReqInfoPage />, { path: '/ReqInfo?id=12', route: routeAt(ROLES.agency, '/ReqInfo'), role: ROLES.agency });
    expect(await screen.findByText('课桌椅 200 套')).toBeInTheDocument();
    expect(screen.getByText('80,000.00')).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ id: 12 });
    fireEvent.click(screen.getByTestId('open-project'));
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/projectInfoRead?id=7&projectName=${encodeURIComponent('教学楼桌椅更新')}`,
    );
  });

  it('offers no project link before one is drafted, and warns without an id', async () => {
    sessionAs(ROLES.purchaser);
    fakeApi({ [GET]: () => ({ status: 200, result: { ...requirement, state: 0, projectId: null } }) });
    const view = renderAt(<ReqInfoPage />, {
      path: '/ReqInfo?id=12',
      route: routeAt(ROLES.purchaser, '/ReqInfo'),
      role: ROLES.purchaser,
    });
    expect(await screen.findByText('教学楼桌椅更新')).toBeInTheDocument();
    expect(screen.queryByTestId('open-project')).toBeNull();
    view.unmount();
    renderAt(<ReqInfoPage />, { path: '/ReqInfo', route: routeAt(ROLES.purchaser, '/ReqInfo'), role: ROLES.purchaser });
    expect(await screen.findByText('缺少需求编号')).toBeInTheDocument();
  });
});
