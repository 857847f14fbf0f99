import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { moveServerClock } from '../../../test/server-clock';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { ROLES } from '@bidhall/domain/roles';
import { call, routeKey } from '../../api/call';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { routeByName, mapFor } from '../../routes/table';
import ProjectLayout from './ProjectLayout';

const route = routeByName(mapFor(ROLES.agency), 'projectBidNotice')!;

/** A page with a state of its own: a remount would lose its count. */
function Page() {
  const [clicks, setClicks] = useState(0);
  return (
    <button
      data-testid="act"
      onClick={() => {
        setClicks((n) => n + 1);
        void call(Sproject.UpStatus, { id: 4, state: 5 });
      }}
    >
      {clicks}
    </button>
  );
}

const renderLayout = () =>
  renderAt(
    <ProjectLayout>
      <Page />
    </ProjectLayout>,
    { path: '/projectBidNotice?id=4', route, role: ROLES.agency },
  );

const locked = (name: string) => screen.queryByTestId(`stage-locked-${name}`);

describe('project layout', () => {
  it('opens the next stage in its menu right after the action that reaches it, the page kept', async () => {
    let state = 4;
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ id: 4, state }) }),
      [routeKey(Sproject.UpStatus)]: () => {
        state = 5;
        return { status: 200, result: projectFixture({ id: 4, state }) };
      },
    });
    renderLayout();
    expect(await screen.findByTestId('stage-locked-projectSignAudit')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('act'));
    await waitFor(() => expect(locked('projectSignAudit')).toBeNull());
    expect(screen.getByTestId('act')).toHaveTextContent('1');
  });

  it('opens the quote check as the window opens on the server clock, with no action', async () => {
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => {
        // A minute after the page reads it; the test then moves the server's clock past it.
        const opens = Date.now() + 60_000;
        return {
          status: 200,
          result: projectFixture({
            id: 4,
            state: 5,
            applyToTime: new Date(opens - 60_000).toISOString(),
            uppriceFromTime: new Date(opens).toISOString(),
            uppriceToTime: new Date(opens + 3_600_000).toISOString(),
          }),
        };
      },
    });
    renderLayout();
    expect(await screen.findByTestId('stage-locked-projectQuoteCheck')).toBeInTheDocument();
    moveServerClock(61_000);
    expect(locked('projectQuoteCheck')).toBeNull();
  });

  it('reads the project again as its window ends, so an end a soft close moved keeps the window open', async () => {
    const ends = Date.now() + 60_000;
    const opened = { state: 5, uppriceFromTime: new Date(ends - 300_000).toISOString() };
    let uppriceToTime = new Date(ends).toISOString();
    const read = () => ({ status: 200, result: projectFixture({ id: 4, ...opened, uppriceToTime }) });
    const calls = fakeApi({ [routeKey(Sproject.GetSprojectDetail)]: read });
    renderLayout();
    await screen.findByTestId('project-menu');
    const reads = () => calls.filter((c) => c.url.endsWith('GetSprojectDetail')).length;
    const before = reads();
    uppriceToTime = new Date(ends + 300_000).toISOString();
    moveServerClock(61_000);
    await waitFor(() => expect(reads()).toBe(before + 1));
    // The window goes on: the quote audit, which opens at its end, stays shut.
    await waitFor(() => expect(locked('projectQuoteAudit')).not.toBeNull());
  });
});
