import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { setToken } from '../../auth/cookies';
import { tabSocket } from '../../realtime/socket';
import { gatewayStandIn } from '../../../test/gateway-stand-in';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { ProjectTable } from './ProjectTable';

/** The gateway's user room. */
const gateway = gatewayStandIn();

describe('a workflow project list', () => {
  it("takes in a project another user's action brought to it, without a reload", async () => {
    let items: SprojectDto[] = [projectFixture({ id: 1, projectName: '办公桌椅采购', state: 2 })];
    const fetch = async () => ({ totalCount: items.length, items });
    setToken('purchaser-token');
    tabSocket('purchaser-token', gateway.url());
    renderAt(<ProjectTable fetch={fetch} states={[2]} actions={() => null} testId="to-review" />);
    expect(await screen.findByText('办公桌椅采购')).toBeInTheDocument();
    await gateway.connected();
    // The agency completes the drafting of another project: it waits for this purchaser's review.
    items = [...items, projectFixture({ id: 2, projectName: '医用耗材采购', state: 2 })];
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.purchaser, counts: { waitCheckNum: 2 } });
    expect(await screen.findByText('医用耗材采购')).toBeInTheDocument();
  });
});
