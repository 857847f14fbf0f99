import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import ResearchInfoPage from './ResearchInfoPage';
import { Announcement } from '@bidhall/contracts/routes/announcement';
import { Research } from '@bidhall/contracts/routes/research';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const questions = [{ key: 'q1', title: '单价', type: 'price', required: true, unit: '元/台' }];
const draftSurvey = {
  projectId: 7,
  projectName: '电脑市场调研',
  description: '',
  deadline: '2030-02-01T02:00:00.000Z',
  status: 0,
  publishedAt: null,
  correctedAt: null,
  terminatedAt: null,
  terminationReason: null,
  questions,
  responseCount: 0,
  serverNow: '2030-01-10T02:00:00.000Z',
};
const notice = {
  id: 41,
  projectId: 7,
  projectName: '电脑市场调研',
  projectNum: 'P-0001',
  type: 1,
  typeName: '市场调研公告',
  title: '电脑市场调研市场调研公告',
  content: '',
  status: 0,
  applyToTime: null,
  uppriceFromTime: null,
  uppriceToTime: null,
  publishedAt: null,
  creationTime: '2030-01-10T01:00:00.000Z',
  attachments: [],
};

function show(survey: object = draftSurvey) {
  sessionAs(ROLES.agency);
  let state = 4;
  const calls = fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({
      status: 200,
      result: projectFixture({
        id: 7,
        mode: 1,
        projectType: 3,
        projectName: '电脑市场调研',
        state,
        applyToTime: '2030-02-01T02:00:00.000Z',
      }),
    }),
    [routeKey(Research.Get)]: () => ({ status: 200, result: state === 5 ? { ...survey, status: 1 } : survey }),
    [routeKey(Announcement.GetList)]: () => ({ status: 200, result: { items: [] } }),
    [routeKey(Announcement.CreateOrUpdate)]: () => ({ status: 200, result: notice }),
    [routeKey(Announcement.Publish)]: () => {
      state = 5;
      return { status: 200, result: { ...notice, status: 1 } };
    },
  });
  renderAt(<ResearchInfoPage />, {
    path: '/research/researchInfo?id=7',
    route: routeAt(ROLES.agency, '/research/researchInfo'),
    role: ROLES.agency,
  });
  return calls;
}

beforeEach(() => useSession.getState().reset());

describe('survey publication (/research/researchInfo)', () => {
  it('publishes the project and opens the survey with the market research announcement alone, after the confirmation', async () => {
    const calls = show();
    expect(await screen.findByTestId('notice-effect-1')).toHaveTextContent('开放问卷填报');
    fireEvent.click(screen.getByTestId('notice-publish'));
    fireEvent.click(await screen.findByTestId('preview-publish'));
    await answerConfirm(true);
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('Announcement/Publish')).map((c) => c.body)).toEqual([{ id: 41 }]),
    );
    // The page reloads what the notice changed: the survey is open, so nothing is left to publish.
    expect(await screen.findByText(/已有 0 家填报/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notice-editor')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST' && c.url.includes('/Research/'))).toEqual([]);
  });

  it('says why before confirming when the stored survey cannot be published', async () => {
    const calls = show({ ...draftSurvey, deadline: '2020-01-01T00:00:00.000Z' });
    fireEvent.click(await screen.findByTestId('notice-publish'));
    expect(await screen.findByText('填报截止时间须晚于当前时间')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.includes('Announcement/'))).toBe(false);
  });
});
