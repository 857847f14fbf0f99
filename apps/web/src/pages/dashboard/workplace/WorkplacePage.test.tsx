import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { fakeApi } from '../../../../test/fake-api';
import { projectFixture } from '../../../../test/project-fixture';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import { routeAt } from '../../../../test/workflow';
import WorkplacePage from './WorkplacePage';

const LIST = 'GET /api/services/app/Sproject/GetSprojectDetailByExpertId';
const expertProjects =
  (...tasks: string[]) =>
  () => ({
    status: 200,
    result: {
      totalCount: tasks.length,
      items: tasks.map((expertTask, id) => ({ ...projectFixture({ id }), expertTask })),
    },
  });

describe('WorkplacePage', () => {
  it("counts an expert's projects to score as its to-do, linking to the open-bid hall", async () => {
    sessionAs(ROLES.expert);
    fakeApi({ [LIST]: expertProjects('to-score', 'submitted', 'to-score', 'awaiting-opening') });
    renderAt(<WorkplacePage />, {
      path: '/dashboard/workplace',
      route: routeAt(ROLES.expert, '/dashboard/workplace'),
      role: ROLES.expert,
    });
    const todo = await screen.findByTestId('workplace-to-score');
    expect(todo).toHaveTextContent('待评分');
    expect(todo).toHaveTextContent('2');
    fireEvent.click(todo);
    expect(screen.getByTestId('where')).toHaveTextContent('/BidOpen');
  });

  it('says there is nothing to do when every project is scored', async () => {
    sessionAs(ROLES.expert);
    const calls = fakeApi({ [LIST]: expertProjects('submitted') });
    renderAt(<WorkplacePage />, {
      path: '/dashboard/workplace',
      route: routeAt(ROLES.expert, '/dashboard/workplace'),
      role: ROLES.expert,
    });
    expect(await screen.findByText('暂无待办')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/services/app/Sproject/GetSprojectDetailByExpertId');
    expect(screen.queryByTestId('workplace-to-score')).toBeNull();
  });
});
