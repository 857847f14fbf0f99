import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadgeCountsMessage, ScreenStatsMessage } from '@bidhall/contracts/realtime/server-events';
import { eventually, settle, TestClient } from '../test/harness.ts';
import { liveProject } from '../test/hall-fixture.ts';
import { badgeCounts } from '../test/outbox.ts';
import { people, startWorld, TENANT, type World } from '../test/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => world.close());

const connect = async (user: (typeof people)[keyof typeof people]) =>
  new TestClient(world.node.url, await world.tokenOf(user)).connected();

describe('badge:counts', () => {
  it('coalesces a burst to the first and the latest counts, on every socket of that user only', async () => {
    const [tab1, tab2, otherUser] = await Promise.all([
      connect(people.agency),
      connect(people.agency),
      connect(people.purchaser),
    ]);
    await world.publish(...[1, 2, 3, 4, 5].map((n) => badgeCounts(TENANT, people.agency.userId, n)));
    for (const tab of [tab1, tab2]) {
      await eventually(() => expect(tab?.received('badge:counts')).toHaveLength(2), 2000);
      expect(tab?.received('badge:counts').map((m) => BadgeCountsMessage.parse(m).counts)).toEqual([
        { waitEditNum: 1 },
        { waitEditNum: 5 },
      ]);
    }
    await settle(700);
    for (const tab of [tab1, tab2]) expect(tab?.received('badge:counts')).toHaveLength(2);
    expect(otherUser?.received('badge:counts')).toEqual([]);
    // Quiet for a whole interval: the next change goes out at once again.
    await world.publish(badgeCounts(TENANT, people.agency.userId, 9));
    await eventually(
      () => expect(tab1?.received('badge:counts').at(-1)).toMatchObject({ counts: { waitEditNum: 9 } }),
      300,
    );
    for (const c of [tab1, tab2, otherUser]) c?.close();
  });
});

describe('screen:stats', () => {
  it('sends tenant aggregates to that tenant screens, at most once a second', async () => {
    const project = liveProject(world);
    const [screen1, screen2, otherTenant, supplier, expert] = await Promise.all([
      connect(people.purchaser),
      connect(people.agency),
      connect(people.otherTenant),
      connect(people.supplierC),
      connect(people.expert),
    ]);
    for (const c of [screen1, screen2, otherTenant]) await c?.request('screen:join', {});
    // The big screen is the staff's and the parties' (audience policy): a bidder or an expert is refused.
    for (const c of [supplier, expert]) expect(await c?.request('screen:join', {})).toMatchObject({ ok: false });
    const started = Date.now();
    // A steady stream of quotes for about 2.5 seconds.
    for (let i = 0; i < 25; i += 1) {
      await world.publish(project.quote(11 + (i % 2), `${(900 - i).toFixed(0)}.00`));
      await settle(100);
    }
    for (const screen of [screen1, screen2]) {
      await eventually(
        () => expect(screen?.received('screen:stats').at(-1)).toMatchObject({ quotesPerMinute: 25 }),
        2000,
      );
    }
    const elapsedSeconds = (Date.now() - started) / 1000;
    for (const screen of [screen1, screen2]) {
      const stats = screen?.received('screen:stats').map((m) => ScreenStatsMessage.parse(m)) ?? [];
      expect(stats.length).toBeGreaterThanOrEqual(2);
      expect(stats.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1);
      expect(stats.at(-1)).toMatchObject({ tenantId: TENANT, liveProjects: 1, bidders: 2 });
      const gaps = stats.slice(1).map((s, i) => s.serverNow - (stats[i]?.serverNow ?? 0));
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(900);
    }
    const foreign = otherTenant?.received('screen:stats').map((m) => ScreenStatsMessage.parse(m)) ?? [];
    expect(foreign.every((s) => s.tenantId === 2 && s.quotesPerMinute === 0 && s.liveProjects === 0)).toBe(true);
    expect(otherTenant?.received('quote:accepted')).toEqual([]);
    for (const c of [supplier, expert]) expect(c?.received('screen:stats')).toEqual([]);
    for (const c of [screen1, screen2, otherTenant, supplier, expert]) c?.close();
  }, 10_000);
});
