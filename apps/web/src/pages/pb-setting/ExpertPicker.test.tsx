import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import type { Call } from '../../../test/fake-api';
import { experts, showPbSetting } from './pb-setting.test-kit';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { routeKey } from '../../api/call';

const candidates = [
  { userId: 5, userName: 'expert1', name: '王专家' },
  { userId: 6, userName: 'expert2', name: '李专家' },
  { userId: 7, userName: 'expert3', name: '赵专家' },
];
const assigns = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith('Evaluation/AssignExperts'));

function show(panel = experts) {
  return showPbSetting(ROLES.agency, 5, 5, {
    [routeKey(Evaluation.GetExperts)]: () => ({ status: 200, result: panel }),
    [routeKey(Evaluation.GetExpertCandidates)]: () => ({ status: 200, result: candidates }),
    [routeKey(Evaluation.AssignExperts)]: (c) => {
      const ids = (c.body as { expertUserIds: number[] }).expertUserIds;
      return {
        status: 200,
        result: candidates.filter((e) => ids.includes(e.userId)).map((e) => ({ ...e, submittedAt: null })),
      };
    },
  });
}

const select = () => screen.getByTestId('experts-select');

/** Searches the picker and picks the one option found. */
async function pick(search: string, option: string) {
  const input = within(select()).getByRole('combobox');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  const options = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (o) => !o.closest('.ant-select-dropdown-hidden'),
    );
    if (found.length !== 1) throw new Error(`${found.length} options shown`);
    return found;
  });
  expect(options[0]).toHaveTextContent(option);
  fireEvent.click(options[0]!);
}

/** Takes a chosen expert off by the close mark on their tag. */
function unpick(name: string) {
  const tag = [...select().querySelectorAll<HTMLElement>('.ant-select-selection-item')].find((t) =>
    t.textContent?.includes(name),
  );
  fireEvent.click(tag!.querySelector('.ant-select-selection-item-remove')!);
}

beforeEach(() => useSession.getState().reset());

describe('expert panel picker (/projectPbSetting, agency)', () => {
  it("searches the tenant's experts and saves the chosen ids", async () => {
    const calls = show();
    await waitFor(() => expect(select()).toHaveTextContent('王专家（expert1）'));
    await pick('expert2', '李专家（expert2）');
    fireEvent.click(screen.getByTestId('experts-save'));
    await waitFor(() => expect(assigns(calls)).toHaveLength(1));
    expect(assigns(calls)[0]!.body).toEqual({ projectId: 1, expertUserIds: [5, 6] });
    expect(await screen.findByText('评审专家已保存')).toBeInTheDocument();
    expect(screen.getByTestId('expert-panel')).toHaveTextContent('李专家');
  });

  it('asks before taking an assigned expert off, and sends nothing when cancelled', async () => {
    const calls = show();
    await waitFor(() => expect(select()).toHaveTextContent('王专家'));
    await pick('赵', '赵专家（expert3）');
    unpick('王专家');
    fireEvent.click(screen.getByTestId('experts-save'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定将 王专家 移出评审组吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(assigns(calls)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('experts-save'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '移出并保存' }));
    await waitFor(() => expect(assigns(calls)[0]?.body).toEqual({ projectId: 1, expertUserIds: [7] }));
  });

  it('keeps an expert who submitted from being taken off', async () => {
    show([
      { ...experts[0]!, submittedAt: '2030-01-02T04:00:00.000Z' },
      { userId: 6, userName: 'expert2', name: '李专家', submittedAt: null },
    ]);
    await waitFor(() => expect(select()).toHaveTextContent('李专家'));
    const tag = (name: string) =>
      [...select().querySelectorAll<HTMLElement>('.ant-select-selection-item')].find((t) =>
        t.textContent?.includes(name),
      )!;
    expect(tag('王专家').querySelector('.ant-select-selection-item-remove')).toBeNull();
    expect(tag('李专家').querySelector('.ant-select-selection-item-remove')).not.toBeNull();
  });

  it('wants at least one expert before saving', async () => {
    const calls = show([]);
    await screen.findByTestId('experts-select');
    fireEvent.click(screen.getByTestId('experts-save'));
    expect(await screen.findByText('请至少选择一位评审专家')).toBeInTheDocument();
    expect(assigns(calls)).toHaveLength(0);
  });
});
