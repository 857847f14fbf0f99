import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { SUPPLIER_MAP } from '../../../routes/supplier';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import { typeInto } from '../../../../test/type-into';
import ResearchSignPage from './ResearchSignPage';
import { Research } from '@bidhall/contracts/routes/research';
import { routeKey } from '../../../api/call';

const route = SUPPLIER_MAP.routes.find((r) => r.path === '/bid/research-sign')!;
const survey = (canEdit: boolean) => ({
  projectId: 7,
  projectName: '打印纸市场调研',
  description: '请如实填写',
  deadline: '2030-01-01T02:00:00.000Z',
  status: 1,
  publishedAt: null,
  correctedAt: null,
  terminatedAt: null,
  terminationReason: null,
  serverNow: '2029-12-01T02:00:00.000Z',
  questions: [
    { key: 'brand', title: '常用品牌', type: 'single', required: true, options: ['甲', '乙'] },
    { key: 'price', title: '每箱报价', type: 'price', required: true, unit: '元' },
  ],
  answers: null,
  submittedAt: null,
  canEdit,
});

beforeEach(() => useSession.getState().reset());

describe('survey fill-in (/bid/research-sign)', () => {
  it('marks unanswered and malformed answers beside their questions, then submits', async () => {
    sessionAs(ROLES.supplier);
    const calls = fakeApi({
      [routeKey(Research.GetMine)]: () => ({ status: 200, result: survey(true) }),
      [routeKey(Research.Submit)]: () => ({
        status: 200,
        result: { ...survey(true), submittedAt: '2029-12-02T02:00:00.000Z' },
      }),
    });
    renderAt(<ResearchSignPage />, { path: '/bid/research-sign?id=7', route });
    expect(await screen.findByText('打印纸市场调研')).toBeInTheDocument();
    typeInto('2. 每箱报价', '-5');
    fireEvent.click(screen.getByTestId('submit-answers'));
    expect(await screen.findByText('此问题必须回答')).toBeInTheDocument();
    // Another field's message: it comes as that field's own check settles.
    expect(await screen.findByText('价格须为不小于 0 的金额，最多两位小数')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('Research/Submit'))).toBe(false);
    fireEvent.click(screen.getByLabelText('乙'));
    typeInto('2. 每箱报价', '88.50');
    fireEvent.click(screen.getByTestId('submit-answers'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('Research/Submit'))?.body).toEqual({
        projectId: 7,
        answers: [
          { key: 'brand', choice: 1 },
          { key: 'price', value: '88.50' },
        ],
      }),
    );
    expect(calls[0]?.params).toEqual({ projectId: 7 });
  });

  it('shows a closed survey read-only', async () => {
    sessionAs(ROLES.supplier);
    fakeApi({ [routeKey(Research.GetMine)]: () => ({ status: 200, result: survey(false) }) });
    renderAt(<ResearchSignPage />, { path: '/bid/research-sign?id=7', route });
    expect(await screen.findByText('调研已截止，不能再修改答卷')).toBeInTheDocument();
    expect(screen.queryByTestId('submit-answers')).not.toBeInTheDocument();
  });
});
