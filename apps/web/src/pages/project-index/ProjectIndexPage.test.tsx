import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import ProjectIndexPage from './ProjectIndexPage';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const LIST = routeKey(Sproject.GetPaged);
const scoring = projectFixture({ id: 5, projectName: '实验设备综合评分', winbidRule: 5, state: 6 });
const bidding = projectFixture({ id: 6, projectName: '打印耗材网上竞价', winbidRule: 1, state: 2 });

function show(role: RoleName) {
  sessionAs(role);
  const calls = fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 23, items: [scoring, bidding] } }) });
  renderAt(<ProjectIndexPage />, { path: '/bid/index', route: routeAt(role, '/bid/index'), role });
  return calls;
}

beforeEach(() => useSession.getState().reset());

describe('project index (/bid/index)', () => {
  it("pages the role's projects on the server and filters by keyword and state", async () => {
    const calls = show(ROLES.purchaser);
    expect(await screen.findByText('实验设备综合评分')).toBeInTheDocument();
    expect(calls[0]?.params).toMatchObject({ SkipCount: 0, MaxResultCount: 10 });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ SkipCount: 20, MaxResultCount: 10 }));
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 设备 ' } });
    fireEvent.mouseDown(screen.getByLabelText('项目状态'));
    fireEvent.click(await screen.findByTitle('结果待确认'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ keyword: '设备', states: '6', SkipCount: 0 }));
  });

  it('opens each project for the purchaser at the step it waits on', async () => {
    show(ROLES.purchaser);
    fireEvent.click(await screen.findByTestId('open-5'));
    expect(screen.getByTestId('where')).toHaveTextContent('/projectPbResultCheck?id=5');
  });

  it('opens a project in review for the agency at its read-only information', async () => {
    show(ROLES.agency);
    fireEvent.click(await screen.findByTestId('open-6'));
    expect(screen.getByTestId('where')).toHaveTextContent('/projectInfoRead?id=6');
  });
});
