import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import ResearchReadPage from './ResearchReadPage';
import { Research } from '@bidhall/contracts/routes/research';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const questions = [
  { key: 'q1', title: '贵司的主要品牌', type: 'single', required: true, options: ['联想', '戴尔'] },
  { key: 'q2', title: '单价', type: 'price', required: true, unit: '元/台' },
  { key: 'q3', title: '售后说明', type: 'text', required: false, maxLength: 2000 },
];
const survey = {
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
  responseCount: 2,
  serverNow: '2030-01-10T02:00:00.000Z',
};
const summary = {
  projectId: 7,
  responseCount: 2,
  questions: [
    {
      key: 'q1',
      title: '贵司的主要品牌',
      type: 'single',
      answered: 2,
      options: [
        { index: 0, option: '联想', count: 2, percent: 100 },
        { index: 1, option: '戴尔', count: 0, percent: 0 },
      ],
    },
    {
      key: 'q2',
      title: '单价',
      type: 'price',
      answered: 2,
      unit: '元/台',
      min: '4500.00',
      max: '5100.00',
      mean: '4800.00',
      median: '4800.00',
    },
    { key: 'q3', title: '售后说明', type: 'text', answered: 1, texts: [{ respondent: '甲公司', text: '三年上门' }] },
  ],
};
const responses = {
  items: [
    {
      eApplyId: 1,
      supplierId: 3,
      companyName: '甲公司',
      linkman: '张三',
      linkPhone: '13800138000',
      submittedAt: '2030-01-05T02:00:00.000Z',
      answers: [
        { key: 'q1', choice: 0 },
        { key: 'q2', value: '4500.00' },
        { key: 'q3', text: '三年上门' },
      ],
    },
    {
      eApplyId: 2,
      supplierId: 5,
      companyName: '乙公司',
      linkman: null,
      linkPhone: null,
      submittedAt: '2030-01-06T02:00:00.000Z',
      answers: [
        { key: 'q1', choice: 0 },
        { key: 'q2', value: '5100.00' },
      ],
    },
  ],
};

function show(withSummary = summary, withResponses = responses) {
  fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({
      status: 200,
      result: projectFixture({ id: 7, mode: 1, projectType: 3, projectName: '电脑市场调研', state: 5 }),
    }),
    [routeKey(Research.Get)]: () => ({ status: 200, result: survey }),
    [routeKey(Research.GetSummary)]: () => ({ status: 200, result: withSummary }),
    [routeKey(Research.GetResponses)]: () => ({ status: 200, result: withResponses }),
  });
  renderAt(<ResearchReadPage />, {
    path: '/research/researchRead?id=7',
    route: routeAt(ROLES.agency, '/research/researchRead'),
    role: ROLES.agency,
  });
}

beforeEach(() => useSession.getState().reset());

describe('fill-ins and summary (/research/researchRead)', () => {
  it('summarises each question: option counts and shares with a chart, price statistics with the unit, text answers by firm', async () => {
    sessionAs(ROLES.agency);
    show();
    expect(await screen.findByTestId('response-count')).toHaveTextContent('共 2 家填报');
    const choices = screen.getByTestId('summary-options-q1');
    const lenovo = within(choices).getByText('联想').closest('tr')!;
    expect(lenovo).toHaveTextContent('2');
    expect(lenovo).toHaveTextContent('100%');
    expect(within(choices).getByText('戴尔').closest('tr')).toHaveTextContent('0%');
    expect(screen.getByTestId('summary-chart-q1')).toBeInTheDocument();
    const prices = screen.getByTestId('summary-numbers-q2');
    expect(prices).toHaveTextContent('4,500.00 元/台');
    expect(prices).toHaveTextContent('5,100.00 元/台');
    expect(screen.getByTestId('summary-q3')).toHaveTextContent('甲公司: 三年上门');
    expect(screen.getByTestId('summary-q3')).toHaveTextContent('1 家作答');
  });

  it("lists each firm's answers as text, the chosen option by name", async () => {
    sessionAs(ROLES.agency);
    show();
    fireEvent.click(await screen.findByText('填报明细（2）'));
    const table = await screen.findByTestId('responses-table');
    expect(within(table).getByText('甲公司')).toBeInTheDocument();
    fireEvent.click(within(table).getAllByRole('button', { name: /展开|expand/i })[0]!);
    expect(await within(table).findByText('4500.00 元/台')).toBeInTheDocument();
    expect(within(table).getByText('联想')).toBeInTheDocument();
  });

  it('shows the empty state while nobody has answered', async () => {
    sessionAs(ROLES.agency);
    show({ ...summary, responseCount: 0, questions: [] }, { items: [] });
    expect(await screen.findAllByText('暂无填报')).not.toHaveLength(0);
    expect(screen.queryByTestId('summary-q1')).toBeNull();
  });
});
