import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import ResultConfirmPage from './ResultConfirmPage';

const result = { projectId: 1, winbidRule: 1, state: 6, winners: [{ supplierId: 11, companyName: '甲供应商', amount: '98000.00' }], average: null, reason: null, board: null, submittedAt: '2030-01-02T03:05:00.000Z', confirmedAt: null };
const route = routeAt(ROLES.purchaser, '/projectQuoteAudit');

beforeEach(() => useSession.getState().reset());

describe('result confirmation (/projectQuoteAudit, purchaser)', () => {
  it('shows the winner and confirms the result only after the dialog', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      'GET /api/services/app/Sproject/GetSprojectDetail': () => ({ status: 200, result: projectFixture({ state: 6 }) }),
      'GET /api/services/app/Result/Get': () => ({ status: 200, result }),
      'POST /api/services/app/Result/Confirm': () => ({ status: 200, result: { ...result, state: 7 } }),
    });
    renderAt(<ResultConfirmPage />, { path: '/projectQuoteAudit?id=1', route, role: ROLES.purchaser });
    expect(await screen.findByText('甲供应商')).toBeInTheDocument();
    expect(screen.getByText('98,000.00')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('result-confirm'));
    await answerConfirm(false);
    expect(calls.some((c) => c.url.endsWith('Confirm'))).toBe(false);
    fireEvent.click(screen.getByTestId('result-confirm'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Confirm'))?.body).toEqual({ projectId: 1 }));
  });

  it('offers no decision to a purchaser without the edit action', async () => {
    sessionAs(ROLES.purchaser, [{ permissionId: 'project', actionList: ['query', 'get'] }]);
    fakeApi({
      'GET /api/services/app/Sproject/GetSprojectDetail': () => ({ status: 200, result: projectFixture({ state: 6 }) }),
      'GET /api/services/app/Result/Get': () => ({ status: 200, result }),
    });
    renderAt(<ResultConfirmPage />, { path: '/projectQuoteAudit?id=1', route, role: ROLES.purchaser });
    expect(await screen.findByText('甲供应商')).toBeInTheDocument();
    expect(screen.queryByTestId('result-confirm')).toBeNull();
    expect(screen.queryByTestId('result-return')).toBeNull();
  });
});
