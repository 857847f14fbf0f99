import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { ScreenCount, Statistics } from '@bidhall/contracts/routes/statistics';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { fakeApi } from '../../../../test/fake-api';
import { gatewayStandIn } from '../../../../test/gateway-stand-in';
import { projectFixture } from '../../../../test/project-fixture';
import { routeKey } from '../../../api/call';
import { setToken } from '../../../auth/cookies';
import { tabSocket } from '../../../realtime/socket';
import ScreenCountPage from './ScreenCountPage';

/** The gateway's screen room. */
const { url, connected } = gatewayStandIn((socket) =>
  socket.on('screen:join', (_payload: unknown, ack: (a: unknown) => void) => ack({ ok: true, data: { tenantId: 1 } })),
);

const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const open = projectFixture({
  id: 1,
  projectName: '开着的竞价',
  applyToTime: iso(now - 120_000),
  uppriceFromTime: iso(now - 60_000),
  uppriceToTime: iso(now + 3_600_000),
});
const published = projectFixture({
  id: 2,
  projectName: '刚发布的项目',
  applyToTime: iso(now + 3_600_000),
  uppriceFromTime: iso(now + 7_200_000),
  uppriceToTime: iso(now + 9_000_000),
});
const window = { applyToTime: now - 120_000, uppriceFromTime: now - 60_000, uppriceToTime: now + 3_600_000 };

function platform(lists: SprojectDto[][]) {
  let reads = 0;
  return fakeApi({
    [routeKey(ScreenCount.GetScreenCount)]: () => ({
      status: 200,
      result: {
        liveWindows: 1,
        upcomingWindows: 0,
        liveBidders: 2,
        quotesLastMinute: 0,
        quotesToday: 3,
        projects: 2,
        closedProjects: 0,
        awardedAmount: '0.00',
        serverNow: iso(now),
      },
    }),
    [routeKey(ScreenCount.GetScreenActivity)]: () => ({
      status: 200,
      result: {
        lines: [
          {
            at: now - 5_000,
            projectName: '上一场竞价',
            item: {
              event: 'quote:accepted',
              message: { v: 1, projectId: 9, seq: 4, view: { kind: 'counts', bidderCount: 2, quoteCount: 4 } },
            },
          },
        ],
      },
    }),
    [routeKey(Sproject.GetIndexProjectList)]: () => {
      const items = lists[Math.min(reads++, lists.length - 1)]!;
      return { status: 200, result: { totalCount: items.length, items } };
    },
    [routeKey(Statistics.GetProjectStatistics)]: () => ({ status: 500 }),
  });
}

async function showWall() {
  setToken('screen-token');
  tabSocket('screen-token', url());
  render(<ScreenCountPage />);
  return connected();
}

const card = async (name: string) =>
  (await screen.findByTitle(name)).closest<HTMLElement>('[data-testid="screen-project"]')!;

describe('the big screen', () => {
  it('shows the recent activity when opened mid-auction, each line naming its project', async () => {
    platform([[open]]);
    await showWall();
    const line = await screen.findByText('上一场竞价');
    expect(line.closest('[data-testid="feed-line"]')).toHaveAttribute('data-kind', 'quote');
  });

  it('follows a pause, a resume and an extended end of a window, and lists a project from its publication', async () => {
    platform([[open], [open, published]]);
    const gateway = await showWall();
    expect(await card('开着的竞价')).toHaveAttribute('data-phase', 'open');
    const left = async () => within(await card('开着的竞价')).getByTestId('screen-project-left').textContent;
    const hourLeft = await left();

    gateway.emit('window:changed', {
      v: 1,
      projectId: 1,
      seq: 5,
      kind: 'paused',
      window: { ...window, paused: true, extensions: 0, extendedSeconds: 0, version: 2 },
      reason: null,
    });
    await waitFor(async () => expect(await card('开着的竞价')).toHaveAttribute('data-phase', 'paused'));
    const feed = screen.getByTestId('screen-feed');
    expect(within(feed).getAllByText('开着的竞价').length).toBeGreaterThan(0);

    gateway.emit('window:changed', {
      v: 1,
      projectId: 1,
      seq: 6,
      kind: 'extended',
      window: {
        ...window,
        uppriceToTime: now + 90_000_000,
        paused: false,
        extensions: 1,
        extendedSeconds: 60,
        version: 3,
      },
      reason: null,
    });
    await waitFor(async () => expect(await card('开着的竞价')).toHaveAttribute('data-phase', 'open'));
    // The end moved a day on: the time left counts a day more.
    expect(await left()).not.toBe(hourLeft);
    expect(await left()).toContain('1天');

    gateway.emit('project:state', { v: 1, projectId: 2, seq: 1, from: 4, to: 5 });
    expect(await card('刚发布的项目')).toHaveAttribute('data-phase', 'not-started');
  });
});
