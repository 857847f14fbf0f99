import { useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { projectStateLabel } from '@bidhall/domain/project-states';
import { ROLES } from '@bidhall/domain/roles';
import { routeKey } from '../../api/call';
import { setToken } from '../../auth/cookies';
import { tabSocket } from '../../realtime/socket';
import { fakeApi } from '../../../test/fake-api';
import { gatewayStandIn } from '../../../test/gateway-stand-in';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { mapFor, routeByName } from '../../routes/table';
import { ProjectPage } from '../../pages/workflow/ProjectPage';
import { ProjectSummary } from '../../pages/workflow/ProjectSummary';
import ProjectLayout from './ProjectLayout';

/** The gateway's user room. */
const { sockets, url, connected } = gatewayStandIn();

const route = routeByName(mapFor(ROLES.agency), 'ProjectInfoRead')!;

/** How many times the page was handed a new project object (a form resets on each). */
function Handed({ project }: { project: SprojectDto }) {
  const times = useRef(0);
  const shown = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    times.current += 1;
    shown.current!.textContent = String(times.current);
  }, [project]);
  return <span data-testid="handed" ref={shown} />;
}

async function openProjectPage() {
  setToken('agency-token');
  tabSocket('agency-token', url());
  renderAt(
    <ProjectLayout>
      <ProjectPage title="project">
        {(project) => (
          <>
            <ProjectSummary project={project} />
            <Handed project={project} />
          </>
        )}
      </ProjectPage>
    </ProjectLayout>,
    { path: '/ProjectInfoRead?id=4', route, role: ROLES.agency },
  );
  await connected();
  return sockets[0]!;
}

/** The counts the gateway pushes to each user of the firms an action concerns. */
const countsPush = { v: 1, role: ROLES.agency, counts: { waitHangNetNum: 1 } };

describe("another user's action on an open project", () => {
  it('opens the next stage in the menu and changes the state tag without a reload', async () => {
    let state = 2;
    const calls = fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ id: 4, state }) }),
    });
    const gateway = await openProjectPage();
    expect(await screen.findByTestId('stage-locked-projectBidNotice')).toBeInTheDocument();
    expect(screen.getByTestId('project-state')).toHaveTextContent(projectStateLabel(2, 'zh-CN'));
    const reads = () => calls.filter((c) => c.url.endsWith('/GetSprojectDetail')).length;
    const before = reads();

    // Nothing moved yet: the project is read again, and the page keeps what it was handed.
    gateway.emit('badge:counts', countsPush);
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(screen.getByTestId('handed')).toHaveTextContent('1');

    // The purchaser passes the project in another browser.
    state = 4;
    gateway.emit('badge:counts', countsPush);
    await waitFor(() => expect(screen.queryByTestId('stage-locked-projectBidNotice')).toBeNull());
    expect(screen.getByTestId('project-state')).toHaveTextContent(projectStateLabel(4, 'zh-CN'));
    expect(screen.getByTestId('handed')).toHaveTextContent('2');
  });
});
