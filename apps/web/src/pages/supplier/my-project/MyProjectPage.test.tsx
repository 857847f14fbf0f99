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
});
