import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { PURCHASER_MAP } from '../../routes/purchaser';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { typeInto } from '../../../test/type-into';
import NewProjectPage from '../purchaser/NewProjectPage';
import { ProjectInfoForm } from './ProjectInfoForm';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { User } from '@bidhall/contracts/routes/users';
import { routeKey } from '../../api/call';

const LIST = routeKey(User.GetAgencyList);
const SAVE_INFO = routeKey(Sproject.CreateOrUpdateInfo);
const huaxin = { companyId: 3, companyName: '华信招标代理有限公司', contactName: '张伟', agentNames: ['张代理'] };
const group = { companyId: 8, companyName: '城建综合服务集团', contactName: null, agentNames: ['周兼职', '吴代理'] };
const route = PURCHASER_MAP.routes.find((r) => r.path === '/bid/new-bid')!;

/** Agencies whose name or agent holds the keyword, as the api answers; `total` pretends more exist. */
const agencyList = (total?: number) => (call: { params: unknown }) => {
  const { keyword } = call.params as { keyword?: string };
  const items = [huaxin, group].filter(
    (a) => !keyword || a.companyName.includes(keyword) || a.agentNames.some((n) => n.includes(keyword)),
  );
  return { status: 200, result: { totalCount: total ?? items.length, items } };
};

const openPicker = () => fireEvent.mouseDown(screen.getByLabelText('代理机构'));
const option = (name: string) =>
  screen.findByText(name, { selector: '.ant-select-item-option-content *, .ant-select-item-option-content' });

beforeEach(() => useSession.getState().reset());

describe('agency picker on the new project form (/bid/new-bid)', () => {
  it('lists the agencies, searches by name on the server, and saves the chosen one with the project', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [LIST]: agencyList(52),
      [SAVE_INFO]: (call) => ({
        status: 200,
        result: projectFixture({
          id: 12,
          state: 0,
          agencyCompanyId: (call.body as { agencyCompanyId: number }).agencyCompanyId,
        }),
      }),
    });
    renderAt(<NewProjectPage />, { path: '/bid/new-bid', route });
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('GetAgencyList'))?.params).toEqual({ MaxResultCount: 50 }),
    );
    openPicker();
    expect(await option('城建综合服务集团')).toBeInTheDocument();
    expect(screen.getByText('（周兼职、吴代理）')).toBeInTheDocument();
    expect(screen.getByText('另有 50 家未列出，请输入名称缩小范围')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('代理机构'), { target: { value: ' 张代理 ' } });
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ keyword: '张代理', MaxResultCount: 50 }));
    await waitFor(() => expect(screen.queryByText('城建综合服务集团')).not.toBeInTheDocument());
    fireEvent.click(await option('华信招标代理有限公司'));

    typeInto('项目名称', '办公桌椅采购');
    fireEvent.click(screen.getByTestId('project-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('CreateOrUpdateInfo'))?.body).toMatchObject({
        projectName: '办公桌椅采购',
        agencyCompanyId: 3,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/ProjectInfo\?id=12/));
  });

  it('says when no agency matches, and sends none when left empty (any agency may take it)', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [LIST]: agencyList(),
      [SAVE_INFO]: () => ({ status: 200, result: projectFixture({ id: 13, state: 0, agencyCompanyId: null }) }),
    });
    renderAt(<NewProjectPage />, { path: '/bid/new-bid', route });
    openPicker();
    fireEvent.change(screen.getByLabelText('代理机构'), { target: { value: '没有这家' } });
    expect(await screen.findByText('没有找到代理机构')).toBeInTheDocument();
    expect(screen.getByText('留空时，本租户任一代理机构均可承接该项目')).toBeInTheDocument();
    typeInto('项目名称', '打印纸采购');
    fireEvent.click(screen.getByTestId('project-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('CreateOrUpdateInfo'))?.body).toMatchObject({
        projectName: '打印纸采购',
        agencyCompanyId: null,
      }),
    );
  });

  it("shows the project's agency when editing, even off the first page, and keeps the agency's drafting form without a picker", async () => {
    sessionAs(ROLES.purchaser);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 0, items: [] } }) });
    const project = projectFixture({ state: 0, agencyCompanyId: 4, agencyCompanyName: '某代理公司' });
    const { unmount } = renderAt(<ProjectInfoForm project={project} onSaved={() => {}} />);
    expect(await screen.findByText('某代理公司')).toBeInTheDocument();
    unmount();

    const calls = fakeApi({ [routeKey(Sproject.CreateOrUpdate)]: () => ({ status: 200, result: project }) });
    renderAt(
      <ProjectInfoForm
        project={{ ...project, applyToTime: null, uppriceFromTime: null, uppriceToTime: null }}
        withTimes
        onSaved={() => {}}
      />,
    );
    await screen.findByTestId('project-info-form');
    expect(screen.queryByLabelText('代理机构')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('GetAgencyList'))).toBe(false);
  });
});
