import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import type { Call } from '../../../test/fake-api';
import { plan, showPbSetting } from './pb-setting.test-kit';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { routeKey } from '../../api/call';

const UPDATE = routeKey(Evaluation.UpdatePlan);
const saves = (calls: Call[]) => calls.filter((c) => c.method === 'PUT' && c.url.endsWith('Evaluation/UpdatePlan'));
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** The form item (field plus its message) around a control. */
const itemOf = (testId: string) => screen.getByTestId(testId).closest<HTMLElement>('.ant-form-item')!;

/** Picks an option of the antd select around `testId`. */
async function choose(testId: string, option: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const matches = await screen.findAllByTitle(option);
  fireEvent.click(matches.find((m) => m.classList.contains('ant-select-item-option')) ?? matches.at(-1)!);
}

const echo = (c: Call) => ({
  status: 200,
  result: {
    ...plan,
    ...(c.body as object),
    criteria: (c.body as { criteria: object[] }).criteria.map((x, i) => ({ id: i + 10, ...x })),
    saved: true,
  },
});

beforeEach(() => useSession.getState().reset());

describe('scoring plan editor (/projectPbSetting, agency)', () => {
  it('keeps a live total, and blocks saving with a message while it is not 100', async () => {
    const calls = showPbSetting(ROLES.agency, 1, 5, { [UPDATE]: echo });
    expect(await screen.findByTestId('plan-total')).toHaveTextContent('合计 100 / 100 分');
    expect(screen.queryByTestId('plan-errors')).toBeNull();

    type('criterion-max-1', '10');
    // The total follows the fields as they are typed (useWatch settles after the change).
    await waitFor(() => expect(screen.getByTestId('plan-total')).toHaveTextContent('合计 90 / 100 分'));
    expect(screen.getByTestId('plan-errors')).toHaveTextContent('价格分与各评分因素满分之和须为 100 分');
    fireEvent.click(screen.getByTestId('plan-save'));
    // The field checks run, nothing is sent, the message stays.
    await waitFor(() => expect(screen.getByTestId('plan-save')).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByTestId('plan-errors')).toHaveTextContent('须为 100 分');
    expect(saves(calls)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('plan-add'));
    type('criterion-name-2', '质量保证');
    type('criterion-max-2', '10');
    await waitFor(() => expect(screen.getByTestId('plan-total')).toHaveTextContent('合计 100 / 100 分'));
    expect(screen.queryByTestId('plan-errors')).toBeNull();
  });

  it('shows field errors beside the fields: the contract, the domain, and the server', async () => {
    const taken = {
      code: 0,
      message: '请求无效',
      details: null,
      validationErrors: [{ message: '评分因素名称已被使用', members: ['criteria.1.name'] }],
    };
    const calls = showPbSetting(ROLES.agency, 1, 5, { [UPDATE]: () => ({ status: 400, error: taken }) });
    await screen.findByTestId('plan-editor');

    type('criterion-name-0', '');
    type('criterion-max-0', '50.123');
    fireEvent.click(screen.getByTestId('plan-save'));
    await waitFor(() => expect(itemOf('criterion-name-0')).toHaveTextContent('此项为必填项'));
    expect(itemOf('criterion-max-0')).toHaveTextContent('分值须为 0-100，最多两位小数');
    expect(saves(calls)).toHaveLength(0);

    // The domain: the same name twice in one kind.
    type('criterion-name-0', '售后服务');
    type('criterion-max-0', '50');
    await choose('criterion-kind-0', '商务');
    fireEvent.click(screen.getByTestId('plan-save'));
    await waitFor(() => expect(itemOf('criterion-name-1')).toHaveTextContent('评分因素名称重复'));
    expect(saves(calls)).toHaveLength(0);

    // The server's field error lands beside the field it names.
    type('criterion-name-0', '实施方案');
    fireEvent.click(screen.getByTestId('plan-save'));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await waitFor(() => expect(itemOf('criterion-name-1')).toHaveTextContent('评分因素名称已被使用'));
  });

  it('saves the whole plan: reordered criteria, the formula with its k, and says so', async () => {
    const calls = showPbSetting(ROLES.agency, 1, 5, { [UPDATE]: echo });
    await screen.findByTestId('plan-editor');
    expect(screen.queryByTestId('plan-k')).toBeNull();
    await choose('plan-formula', '差额法（每偏离1%扣分）');
    await screen.findByTestId('plan-k');
    type('plan-k', '0.5');
    type('plan-price-weight', '20');
    fireEvent.click(screen.getByTestId('plan-add'));
    type('criterion-name-2', '交货期');
    type('criterion-max-2', '10');
    await choose('criterion-kind-2', '商务');
    fireEvent.click(screen.getByTestId('criterion-up-2'));
    fireEvent.click(screen.getByTestId('plan-save'));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      projectId: 1,
      formula: 'difference',
      priceWeight: '20',
      k: '0.5',
      // Method 5 shortlists nobody.
      shortlistSize: null,
      criteria: [
        { kind: 'technical', name: '实施方案', maxPoints: '50.00' },
        { kind: 'business', name: '交货期', maxPoints: '10' },
        { kind: 'business', name: '售后服务', maxPoints: '20.00' },
      ],
    });
    expect(await screen.findByText('评分办法已保存')).toBeInTheDocument();
  });

  it('sends the shortlist size of a preliminary selection (method 7)', async () => {
    const calls = showPbSetting(ROLES.agency, 1, 7, { [UPDATE]: echo });
    fireEvent.change(await screen.findByTestId('plan-shortlist'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('plan-save'));
    await waitFor(() =>
      expect(saves(calls)[0]?.body).toMatchObject({
        formula: 'lowest-price-base',
        priceWeight: '30.00',
        k: null,
        shortlistSize: 5,
      }),
    );
  });

  it('shows the agency the plan read-only, and why, once the quotes are open; the panel until the result', async () => {
    showPbSetting(ROLES.agency, 5, 5, {
      [routeKey(Evaluation.GetPlan)]: () => ({ status: 200, result: { ...plan, locked: true } }),
    });
    expect(await screen.findByTestId('evaluation-plan')).toBeInTheDocument();
    expect(screen.getByTestId('evaluation-locked')).toHaveTextContent('报价开启后不能修改评分办法');
    expect(screen.queryByTestId('plan-save')).toBeNull();
    expect(screen.getByTestId('experts-save')).toBeInTheDocument();
  });

  it('offers no editor after the result is submitted', async () => {
    showPbSetting(ROLES.agency, 6, 9);
    expect(await screen.findByTestId('evaluation-plan')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-save')).toBeNull();
    expect(screen.queryByTestId('experts-select')).toBeNull();
    expect(screen.getAllByTestId('evaluation-locked').map((a) => a.textContent)).toEqual([
      '报价开启后不能修改评分办法',
      '项目当前状态不能调整评审专家',
    ]);
  });
});
