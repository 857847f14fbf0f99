import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import QuoteProgressPage from './QuoteProgressPage';
import SignProgressPage from './SignProgressPage';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const LIST = routeKey(Sproject.GetPaged);
const name = encodeURIComponent('办公桌椅采购');

beforeEach(() => useSession.getState().reset());

describe('sign-up progress (/bid/check-sign)', () => {
  it('pages the published projects on the server and opens the sign-up information', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 25, items: [projectFixture()] } }) });
    renderAt(<SignProgressPage />, {
      path: '/bid/check-sign',
      route: routeAt(ROLES.purchaser, '/bid/check-sign'),
      role: ROLES.purchaser,
    });
    expect(await screen.findByText('办公桌椅采购')).toBeInTheDocument();
    expect(calls[0]?.params).toMatchObject({ SkipCount: 0, MaxResultCount: 10, states: '5' });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ SkipCount: 10, states: '5' }));
    fireEvent.click(await screen.findByTestId('open-1'));
    expect(screen.getByTestId('where')).toHaveTextContent(`/projectSignRead?id=1&projectName=${name}`);
  });

  it('shows the empty state', async () => {
    sessionAs(ROLES.purchaser);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 0, items: [] } }) });
    renderAt(<SignProgressPage />, {
      path: '/bid/check-sign',
      route: routeAt(ROLES.purchaser, '/bid/check-sign'),
      role: ROLES.purchaser,
    });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('quote progress (/bid/check-quote, /bid/checkQuote)', () => {
  it.each([
    [ROLES.purchaser, '/bid/check-quote', '/bid/projectQuoteCheck'],
    [ROLES.agency, '/bid/checkQuote', '/projectQuoteCheck'],
  ] as const)('the %s opens the live view from its list of published normal projects', async (role, path, target) => {
    sessionAs(role);
    const calls = fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [projectFixture()] } }) });
    renderAt(<QuoteProgressPage />, { path, route: routeAt(role, path), role });
    fireEvent.click(await screen.findByTestId('open-1'));
    // A research project (mode 1) is published too, but has no quote window and no live view.
    expect(calls[0]?.params).toMatchObject({ states: '5', mode: 0 });
    expect(screen.getByTestId('where')).toHaveTextContent(`${target}?id=1&projectName=${name}`);
  });
});
