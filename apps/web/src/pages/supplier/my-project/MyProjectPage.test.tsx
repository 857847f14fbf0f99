import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { SUPPLIER_MAP } from '../../../routes/supplier';
import { fakeApi } from '../../../../test/fake-api';
import { projectFixture } from '../../../../test/project-fixture';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import MyProjectPage from './MyProjectPage';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../../api/call';

const route = SUPPLIER_MAP.routes.find((r) => r.path === '/myProject')!;
const LIST = routeKey(Sproject.GetMyBidList);

beforeEach(() => useSession.getState().reset());

describe('my projects (supplier /myProject)', () => {
  it('marks the projects the firm won with the awarded amount and filters by state', async () => {
    sessionAs(ROLES.supplier);
    const won = projectFixture({
      id: 5,
      projectName: '消毒设备网上竞价',
      state: 7,
      winnerSupplierId: 3,
      winAmount: '95800.00',
    });
    const lost = projectFixture({
      id: 6,
      projectName: '打印耗材网上竞价',
      state: 7,
      winnerSupplierId: 4,
      winAmount: '90000.00',
    });
    const calls = fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 2, items: [won, lost] } }) });
    renderAt(<MyProjectPage />, { path: '/myProject', route });
    expect(await screen.findByText('95,800.00')).toBeInTheDocument();
    expect(screen.queryByText('90,000.00')).not.toBeInTheDocument();
    expect(screen.getAllByText('成交')).toHaveLength(1);
    fireEvent.mouseDown(screen.getByLabelText('项目状态'));
    fireEvent.click(await screen.findByTitle('项目关闭'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ state: 7, SkipCount: 0 }));
  });

  it('links every row to its hall and notice, a closed one to its result, and a won one to its contract', async () => {
    sessionAs(ROLES.supplier);
    const won = projectFixture({ id: 5, projectName: '消毒设备网上竞价', state: 7, winnerSupplierId: 3 });
    const lost = projectFixture({ id: 6, projectName: '打印耗材网上竞价', state: 7, winnerSupplierId: 4 });
    const live = projectFixture({ id: 7, projectName: '办公家具网上竞价', state: 5 });
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 3, items: [won, lost, live] } }) });
    renderAt(<MyProjectPage />, { path: '/myProject', route });
    const hrefs = async (id: number) =>
      [...(await screen.findByTestId(`links-${id}`)).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(await hrefs(5)).toEqual([
      '/bid/project-quote?id=5&projectName=%E6%B6%88%E6%AF%92%E8%AE%BE%E5%A4%87%E7%BD%91%E4%B8%8A%E7%AB%9E%E4%BB%B7',
      '/bid/project-sign?id=5&projectName=%E6%B6%88%E6%AF%92%E8%AE%BE%E5%A4%87%E7%BD%91%E4%B8%8A%E7%AB%9E%E4%BB%B7',
      '/result?project=5',
      '/myAgreement',
    ]);
    expect((await hrefs(6)).at(-1)).toBe('/result?project=6');
    expect(await hrefs(7)).toHaveLength(2);
  });
});
