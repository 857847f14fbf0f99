import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { fakeApi } from '../../../../test/fake-api';
import { mediaQueryList } from '../../../../test/media-query';
import { renderAt } from '../../../../test/render';
import UppriceIndexPage from './UppriceIndexPage';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../../api/call';
import { setToken } from '../../../auth/cookies';
import { tabSocket } from '../../../realtime/socket';
import { gatewayStandIn } from '../../../../test/gateway-stand-in';
import { moveServerClock } from '../../../../test/server-clock';

/** The gateway's user room. */
const gateway = gatewayStandIn();

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

  it('says a window paused by its operator is paused, without a reload', async () => {
    let paused = false;
    fakeApi({
      [routeKey(Sproject.GetMyBidList)]: () => ({
        status: 200,
        result: { totalCount: 1, items: [{ ...project(7, '医用耗材网上竞价', -60_000, 600_000), paused }] },
      }),
    });
    setToken('supplier-token');
    tabSocket('supplier-token', gateway.url());
    renderAt(<UppriceIndexPage />, { path: '/uppriceIndex' });
    expect(await screen.findByTestId('countdown')).toHaveAttribute('data-phase', 'open');
    await gateway.connected();
    paused = true;
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.supplier, counts: {} });
    await waitFor(() => expect(screen.getByTestId('countdown')).toHaveAttribute('data-phase', 'paused'));
    expect(screen.getByTestId('countdown')).toHaveTextContent('竞价暂停');
  });

  it('reads a window again as its end passes, so a soft close that extended it shows it still open', async () => {
    const end = Date.now() + 60_000;
    let ends = end;
    const calls = fakeApi({
      [routeKey(Sproject.GetMyBidList)]: () => ({
        status: 200,
        result: {
          totalCount: 1,
          items: [{ ...project(7, '医用耗材网上竞价', -60_000, 0), uppriceToTime: new Date(ends).toISOString() }],
        },
      }),
    });
    renderAt(<UppriceIndexPage />, { path: '/uppriceIndex' });
    expect(await screen.findByTestId('countdown')).toHaveAttribute('data-phase', 'open');
    const reads = () => calls.filter((c) => c.url.endsWith('GetMyBidList')).length;
    expect(reads()).toBe(1);
    // A last-minute quote moved the end five minutes on; the list learns it as the old end passes.
    ends = end + 300_000;
    moveServerClock(61_000);
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(screen.getByTestId('countdown')).toHaveAttribute('data-phase', 'open'));
  });

  describe('on a 390 px phone', () => {
    afterEach(() => vi.restoreAllMocks());

    it('shows each hall as a card with its countdown and the way in, no table to scroll sideways', async () => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
        mediaQueryList(query, /max-width/.test(query)),
      );
      fakeApi({
        [routeKey(Sproject.GetMyBidList)]: () => ({
          status: 200,
          result: { totalCount: 1, items: [project(7, '医用耗材网上竞价', -60_000, 600_000)] },
        }),
      });
      renderAt(<UppriceIndexPage />, { path: '/uppriceIndex' });
      const card = await screen.findByTestId('hall-card');
      expect(card).toHaveTextContent('医用耗材网上竞价');
      expect(card).toHaveTextContent('CG-7');
      expect(screen.queryByRole('table')).toBeNull();
      expect(card.querySelector('[data-testid=countdown]')?.getAttribute('data-phase')).toBe('open');
      // A test lays nothing out: it checks the phase tag and its note may wrap within the card.
      expect(card.querySelector<HTMLElement>('[data-testid=countdown]')!.style.flexWrap).toBe('wrap');
      expect(card.querySelector<HTMLElement>('.ant-tag')!.style.whiteSpace).toBe('normal');
      fireEvent.click(screen.getByText('进入大厅'));
      expect(screen.getByTestId('where')).toHaveTextContent('/bid/project-quote?id=7');
    });
  });
});
