import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import UppriceIndexPage from './UppriceIndexPage';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../../api/call';

const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const project = (id: number, name: string, from: number, to: number) => ({
  id,
  projectNum: `CG-${id}`,
  projectName: name,
  state: 5,
  paused: false,
  applyToTime: iso(from),
  uppriceFromTime: iso(from),
  uppriceToTime: iso(to),
});

describe('UppriceIndexPage', () => {
  it('lists the supplier halls with their phase, the open window first, and opens one', async () => {
    // The server's order: the newest start first, the hall to come above the one open now.
    const items = [
      project(8, '办公家具网上竞价', 3_600_000, 7_200_000),
      project(7, '医用耗材网上竞价', -60_000, 600_000),
    ];
    const calls = fakeApi({
      [routeKey(Sproject.GetMyBidList)]: () => ({ status: 200, result: { totalCount: 2, items } }),
    });
    renderAt(<UppriceIndexPage />, { path: '/uppriceIndex' });
    expect(await screen.findByText('医用耗材网上竞价')).toBeInTheDocument();
    // Only projects with a quote window: a research project has no hall to enter.
    expect(calls.find((c) => c.url.endsWith('Sproject/GetMyBidList'))?.params).toMatchObject({ mode: 0 });
    expect(screen.getAllByTestId('countdown').map((c) => c.getAttribute('data-phase'))).toEqual([
      'open',
      'not-started',
    ]);
    fireEvent.click(screen.getAllByText('进入大厅')[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/bid/project-quote?id=7');
  });
});
