import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import ResearchInfoPage from './ResearchInfoPage';
import { Announcement } from '@bidhall/contracts/routes/announcement';
import { Research } from '@bidhall/contracts/routes/research';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const project = projectFixture({
  id: 7,
  mode: 1,
  projectType: 3,
  projectName: '电脑市场调研',
  state: 4,
  applyToTime: '2030-02-01T02:00:00.000Z',
});
const noSurvey = { code: 0, message: '尚未编制调研问卷', details: null, validationErrors: null };

function show(survey?: object) {
  const calls = fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: project }),
    [routeKey(Research.Get)]: () => (survey ? { status: 200, result: survey } : { status: 500, error: noSurvey }),
    [routeKey(Announcement.GetList)]: () => ({ status: 200, result: { items: [] } }),
    [routeKey(Research.CreateOrUpdate)]: (call) => ({
      status: 200,
      result: { ...(call.body as object), status: 0, responseCount: 0 },
    }),
  });
  renderAt(<ResearchInfoPage />, {
    path: '/research/researchInfo?id=7',
    route: routeAt(ROLES.agency, '/research/researchInfo'),
    role: ROLES.agency,
  });
  return calls;
}
const saves = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.url.endsWith('Research/CreateOrUpdate'));
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => useSession.getState().reset());

describe('survey builder (/research/researchInfo)', () => {
  it('checks the question set as the contract and the domain do, with messages beside the fields, before saving', async () => {
    sessionAs(ROLES.agency);
    const calls = show();
    fireEvent.click(await screen.findByTestId('survey-save'));
    expect(await screen.findByTestId('questions-error')).toHaveTextContent('调研问卷至少需要一个问题');

    fireEvent.click(screen.getByTestId('add-question'));
    fireEvent.click(screen.getByTestId('survey-save'));
    // antd shows each field's message as that field's own validation settles, so wait for all three
    await waitFor(() => expect(screen.getAllByText('此项为必填项')).toHaveLength(3)); // the title and both options

    type('q0-title', '贵司主要销售的品牌');
    type('q0-option-0', '联想');
    type('q0-option-1', '联想');
    fireEvent.click(screen.getByTestId('survey-save'));
    expect(await screen.findByText('选项重复')).toBeInTheDocument();

    type('q0-key', 'q 1');
    fireEvent.click(screen.getByTestId('survey-save'));
    expect(await screen.findByText('编号为 1-32 位字母、数字、_ 或 -')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);

    type('q0-key', 'q1');
    type('q0-option-1', '戴尔');
    fireEvent.click(screen.getByTestId('survey-save'));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({
      projectId: 7,
      deadline: '2030-02-01T02:00:00.000Z',
      questions: [
        { key: 'q1', title: '贵司主要销售的品牌', type: 'single', required: true, options: ['联想', '戴尔'] },
      ],
    });
  });

  it('refuses a number question whose minimum is above its maximum, beside the minimum', async () => {
    sessionAs(ROLES.agency);
    const calls = show();
    fireEvent.mouseDown((await screen.findAllByRole('combobox')).at(-1)!);
    fireEvent.click(await screen.findByTitle('数量题'));
    fireEvent.click(screen.getByTestId('add-question'));
    type('q0-title', '年供货量');
    type('q0-unit', '台');
    type('q0-min', '100');
    type('q0-max', '10');
    fireEvent.click(screen.getByTestId('survey-save'));
    expect(await screen.findByText('最小值不能大于最大值')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('shows a published survey read only, with no save', async () => {
    sessionAs(ROLES.agency);
    const questions = [{ key: 'q1', title: '单价', type: 'price', required: true, unit: '元/台' }];
    show({
      projectId: 7,
      projectName: '电脑市场调研',
      description: '',
      deadline: '2030-02-01T02:00:00.000Z',
      status: 1,
      publishedAt: '2030-01-01T02:00:00.000Z',
      correctedAt: null,
      terminatedAt: null,
      terminationReason: null,
      questions,
      responseCount: 3,
      serverNow: '2030-01-10T02:00:00.000Z',
    });
    expect(await screen.findByTestId('survey-status')).toHaveTextContent('已有 3 家填报');
    expect(screen.getByTestId('q0-title')).toBeDisabled();
    expect(screen.queryByTestId('survey-save')).toBeNull();
    expect(screen.queryByTestId('notice-publish')).toBeNull();
  });
});
