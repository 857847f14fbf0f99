import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_EVENTS, type ServerEventName } from '@bidhall/contracts/realtime/events';
import type { DisclosureMode, WinbidRule } from '@bidhall/domain/winbid-rules';
import { eventually, settle, TestClient } from '../../test/harness.ts';
import { liveProject } from '../../test/hall-fixture.ts';
import { companyName } from '../../test/outbox.ts';
import { people, startWorld, type World } from '../../test/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => world.close());

const cast = ['agency', 'purchaser', 'supplierA', 'supplierB', 'supplierC'] as const;

/** Everyone joins, A and B quote three times in all, and every frame each socket got is kept. */
async function bid(winbidRule: WinbidRule, disclosure: DisclosureMode) {
  const project = liveProject(world, { winbidRule, disclosure, maxQuotes: 5 });
  const projectId = project.settings.projectId;
  const entries = await Promise.all(
    cast.map(
      async (name) =>
        [name, await new TestClient(world.node.url, await world.tokenOf(people[name])).connected()] as const,
    ),
  );
  const clients = Object.fromEntries(entries) as Record<(typeof cast)[number], TestClient>;
  for (const c of Object.values(clients))
    expect(await c.request('hall:join', { projectId })).toMatchObject({ ok: true });
  const screen = await new TestClient(world.node.url, await world.tokenOf(people.agency)).connected();
  expect(await screen.request('screen:join', {})).toEqual({ ok: true, data: { tenantId: 1 } });
  await world.publish(project.quote(11, '95.00'), project.quote(12, '93.00'), project.quote(11, '91.00'));
  await eventually(() => expect(clients.agency.received('quote:accepted')).toHaveLength(3));
  await eventually(() => expect(screen.received('quote:accepted')).toHaveLength(3));
  await settle();
  return { project, clients, screen };
}

/** Every frame the socket received, snapshots and countdowns included, as one text to search. */
function text(c: TestClient): string {
  return JSON.stringify(c.frames);
}

function quoteSeqs(c: TestClient): number[] {
  return c.received('quote:accepted').map((m) => (m as { seq: number }).seq);
}

/** Every frame must pass its strict contract schema: a field the view did not allow fails. */
function expectAllFramesValid(...clients: TestClient[]): void {
  for (const c of clients)
    for (const [event, message] of c.frames)
      expect(() => SERVER_EVENTS[event as ServerEventName].parse(message), event).not.toThrow();
}

function closeAll(...clients: TestClient[]): void {
  for (const c of clients) c.close();
}

describe('per-audience views of live quotes', () => {
  it('disclosure 1: each bidder sees only its own quotes, a watcher nothing, the agency everything', async () => {
    const { clients, screen } = await bid(1, 1);
    const { agency, purchaser, supplierA, supplierB, supplierC } = clients;
    expectAllFramesValid(...Object.values(clients), screen);
    // Each view's own seq: A's second quote is its view's 2nd event, whatever B quoted between.
    expect(quoteSeqs(supplierA)).toEqual([1, 2]);
    expect(quoteSeqs(supplierB)).toEqual([1]);
    expect(quoteSeqs(supplierC)).toEqual([]);
    expect(supplierA.received('quote:accepted')[1]).toMatchObject({
      view: {
        kind: 'supplier',
        quote: null,
        own: { amount: '91.00', quoteCount: 2, remainingQuotes: 3 },
        standing: { own: { rank: null }, entries: [] },
      },
    });
    expect(text(supplierA)).not.toContain('93.00');
    expect(text(supplierB)).not.toMatch(/95\.00|91\.00/);
    for (const s of [supplierA, supplierB]) expect(text(s)).not.toMatch(/supplierId|companyName/);
    for (const a of [agency, purchaser])
      expect(a.received('quote:accepted')[2]).toMatchObject({
        view: { kind: 'full', quote: { supplierId: 11, amount: '91.00', rank: 1 }, isNewBest: true },
      });
    expect(screen.received('quote:accepted')[2]).toEqual({
      v: 1,
      projectId: expect.any(Number),
      seq: 3,
      view: { kind: 'counts', bidderCount: 2, quoteCount: 3 },
    });
    closeAll(...Object.values(clients), screen);
  });

  it('disclosure 2: every supplier sees every amount and its place, never a name or a supplier id', async () => {
    const { clients, screen } = await bid(1, 2);
    const { supplierA, supplierB, supplierC } = clients;
    expectAllFramesValid(...Object.values(clients), screen);
    for (const s of [supplierA, supplierB, supplierC]) {
      expect(quoteSeqs(s)).toEqual([1, 2, 3]);
      expect(text(s)).not.toMatch(/supplierId|companyName|供应商/);
    }
    expect(supplierB.received('quote:accepted')[2]).toMatchObject({
      view: {
        quote: { rank: 1, amount: '91.00' },
        own: null,
        standing: {
          own: { amount: '93.00', rank: 2 },
          entries: [
            { rank: 1, amount: '91.00' },
            { rank: 2, amount: '93.00' },
          ],
        },
      },
    });
    expect(supplierC.received('quote:accepted')[2]).toMatchObject({ view: { own: null, standing: { own: null } } });
    closeAll(...Object.values(clients), screen);
  });

  it('disclosure 3: suppliers also see company names, still no supplier ids', async () => {
    const { clients, screen } = await bid(1, 3);
    const { supplierA, supplierC } = clients;
    expectAllFramesValid(...Object.values(clients), screen);
    expect(supplierC.received('quote:accepted')[1]).toMatchObject({
      view: { quote: { rank: 1, amount: '93.00', companyName: companyName(12) } },
    });
    for (const s of [supplierA, supplierC]) expect(text(s)).not.toContain('supplierId');
    closeAll(...Object.values(clients), screen);
  });

  it('sealed (method 3): no amount reaches anyone but its own bidder, the agency included, until opening', async () => {
    const { project, clients, screen } = await bid(3, 3);
    const { agency, purchaser, supplierA, supplierB, supplierC } = clients;
    expectAllFramesValid(...Object.values(clients), screen);
    for (const c of [agency, purchaser, supplierC, screen]) expect(text(c)).not.toMatch(/amount|9\d\.00/);
    expect(agency.received('quote:accepted')[2]).toMatchObject({
      view: { kind: 'sealed', quote: { supplierId: 11, quoteCount: 2 }, bidderCount: 2 },
    });
    expect(text(supplierA)).not.toContain('93.00');
    expect(text(supplierB)).not.toMatch(/95\.00|91\.00/);
    expect(quoteSeqs(supplierC)).toEqual([]);
    expect(text(supplierA)).not.toMatch(/companyName|supplierId/);

    await world.publish(project.stateChanged(6), project.quotesOpened());
    await eventually(() => expect(agency.received('quotes:opened')).toHaveLength(1));
    expect(agency.received('quotes:opened')[0]).toMatchObject({
      seq: 5,
      ranking: {
        kind: 'full',
        entries: [
          { supplierId: 11, amount: '91.00' },
          { supplierId: 12, amount: '93.00' },
        ],
      },
    });
    await eventually(() => expect(supplierC.received('quotes:opened')).toHaveLength(1));
    expect(supplierC.received('quotes:opened')[0]).toMatchObject({
      ranking: {
        kind: 'supplier',
        own: null,
        entries: [{ rank: 1, amount: '91.00', companyName: companyName(11) }, { rank: 2 }],
      },
    });
    const expert = await new TestClient(world.node.url, await world.tokenOf(people.expert)).connected();
    expect(await expert.request('hall:join', { projectId: project.settings.projectId })).toMatchObject({
      ok: true,
      data: { audience: 'expert' },
    });
    await eventually(() => expect(expert.received('hall:snapshot')).toMatchObject([{ ranking: { kind: 'full' } }]));
    expectAllFramesValid(...Object.values(clients), screen, expert);
    closeAll(...Object.values(clients), screen, expert);
  });

  it('a sign-up result goes to the supplier concerned only', async () => {
    const { project, clients, screen } = await bid(1, 3);
    await world.publish(project.signupAudited(12, 2, '资质文件不全'));
    await eventually(() =>
      expect(clients.supplierB.received('signup:audited')).toEqual([
        { v: 1, projectId: project.settings.projectId, seq: 4, signUpId: 912, status: 2, reason: '资质文件不全' },
      ]),
    );
    await settle();
    for (const name of ['agency', 'purchaser', 'supplierA', 'supplierC'] as const)
      expect(clients[name].received('signup:audited')).toEqual([]);
    closeAll(...Object.values(clients), screen);
  });
});
