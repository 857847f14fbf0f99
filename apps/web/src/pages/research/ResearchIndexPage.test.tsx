import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionsForRoles } from '@bidhall/domain/permissions';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import ResearchIndexPage from './ResearchIndexPage';
import { Requirement } from '@bidhall/contracts/routes/requirement';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const LIST = routeKey(Sproject.GetPaged);
const drafting = projectFixture({ id: 11, projectName: '办公耗材市场调研', mode: 1, projectType: 3, state: 1 });
const live = projectFixture({ id: 12, projectName: '电脑市场调研', mode: 1, projectType: 3, state: 5 });

function show(totalCount = 25, more: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    [LIST]: () => ({ status: 200, result: { totalCount, items: totalCount ? [drafting, live] : [] } }),
    ...more,
  });
  renderAt(<ResearchIndexPage />, {
    path: '/research/index',
    route: routeAt(ROLES.agency, '/research/index'),
    role: ROLES.agency,
  });
  return calls;
}
const listCalls = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.url.endsWith('Sproject/GetPaged'));

beforeEach(() => useSession.getState().reset());

describe('research projects (/research/index)', () => {
  it('pages research projects (mode 1) on the server and filters by keyword and state from the first page', async () => {
    sessionAs(ROLES.agency);
    const calls = show();
    expect(await screen.findByText('办公耗材市场调研')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.params).toMatchObject({ SkipCount: 0, MaxResultCount: 10, mode: 1 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.params).toMatchObject({ SkipCount: 10, mode: 1 }));

    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 电脑 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.params).toMatchObject({ SkipCount: 0, keyword: '电脑', mode: 1 }),
    );

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.params).toMatchObject({ SkipCount: 10 }));
    // The state filter's select comes first; the table's page-size select follows it.
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByTitle('已发布'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.params).toMatchObject({ SkipCount: 0, keyword: '电脑', states: '5', mode: 1 }),
    );
  });

  it('opens the survey of any project and the fill-ins only once it is published', async () => {
    sessionAs(ROLES.agency);
    show();
    expect(await screen.findByTestId('read-12')).toBeInTheDocument();
    expect(screen.queryByTestId('read-11')).toBeNull();
    fireEvent.click(screen.getByTestId('open-11'));
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/research/researchInfo?id=11&projectName=${encodeURIComponent('办公耗材市场调研')}`,
    );
  });

  it('shows the empty state', async () => {
    sessionAs(ROLES.agency);
    show(0);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('drafts a research project from a received requirement after picking it, then opens it', async () => {
    sessionAs(ROLES.agency);
    const requirement = {
      id: 5,
      name: '打印纸市场调研',
      budget: null,
      content: '',
      state: 2,
      purchaserCompanyId: 2,
      purchaserCompanyName: '市第一中学',
      agencyCompanyId: 4,
      returnReason: null,
      projectId: null,
      creationTime: '2030-01-01T00:00:00.000Z',
    };
    const calls = show(2, {
      [routeKey(Requirement.GetPaged)]: () => ({ status: 200, result: { totalCount: 1, items: [requirement] } }),
      [routeKey(Requirement.DraftProject)]: () => ({
        status: 200,
        result: { ...requirement, state: 3, projectId: 31 },
      }),
    });
    fireEvent.click(await screen.findByTestId('research-create'));
    fireEvent.click(await screen.findByTestId('create-ok'));
    expect(await screen.findByText('请选择一个采购需求')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('DraftProject'))).toBe(false);
    expect(calls.find((c) => c.url.endsWith('Requirement/GetPaged'))?.params).toMatchObject({ state: 2 });
    fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('打印纸市场调研 · 市第一中学'));
    fireEvent.click(screen.getByTestId('create-ok'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('DraftProject'))?.body).toEqual({ id: 5, mode: 1 }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/research/researchInfo?id=31'));
  });

  it('hides the create action without the add permission', async () => {
    sessionAs(
      ROLES.agency,
      permissionsForRoles([ROLES.agency]).map((p) =>
        p.permissionId === 'research' ? { ...p, actionList: ['query', 'get'] } : p,
      ),
    );
    show();
    expect(await screen.findByText('办公耗材市场调研')).toBeInTheDocument();
    expect(screen.queryByTestId('research-create')).toBeNull();
  });
});
