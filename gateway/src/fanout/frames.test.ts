import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HallFrameMessage } from '@bidhall/contracts/realtime/server-events';
import { PackedHallFrame } from '@bidhall/contracts/realtime/packed-frame';
import { unpackItems } from '@bidhall/contracts/realtime/packed-items';
import { streamItemsOf } from '@bidhall/contracts/hall';
import { eventually, settle, TestClient } from '../../test/harness.ts';
import { liveProject, openProject } from '../../test/hall-fixture.ts';
import { people, startWorld, type World } from '../../test/world.ts';
import { packItems } from './packing.ts';

/** A long tick, so that what is gathered and what goes at once is plain on a busy machine. */
const TICK_MS = 400;
/** A view of three sockets or more is sent packed frames; the other tests' views hold one or two. */
const PACK_MIN = 3;

let world: World;
beforeAll(async () => {
  world = await startWorld({ env: { FRAME_TICK_MS: String(TICK_MS), FRAME_PACK_MIN_SOCKETS: String(PACK_MIN) } });
});
afterAll(async () => world.close());

const client = async (user: (typeof people)[keyof typeof people]) =>
  new TestClient(world.node.url, await world.tokenOf(user)).connected();

/** The packets of the hall's stream a socket got, by name (its snapshot and countdowns aside). */
const streamPackets = (c: TestClient) => c.packets.filter(([e]) => e === 'hall:frame' || e === 'quote:accepted');

describe('a packed frame', () => {
  it("is a tenth of a storm's frame in bytes, for the watchers of a 50-bidder hall", () => {
    const outbox = openProject(1);
    const quotes = Array.from({ length: 60 }, (_, i) => outbox.quote(1 + (i % 50), `${9000 - i}.00`));
    const frame = streamItemsOf(
      quotes.map((m) => outbox.ranked(m)),
      'supplier',
      null,
    ).slice(50);
    const plain = Buffer.byteLength(JSON.stringify(frame));
    expect(plain).toBeGreaterThan(30_000);
    expect(packItems(frame).length).toBeLessThan(plain / 8);
  });
});

describe('batched frames for a hall under a storm', () => {
  it('an event in a quiet hall goes out at once, as itself', async () => {
    const project = liveProject(world);
    const agency = await client(people.agency);
    await agency.request('hall:join', { projectId: project.settings.projectId });
    const sent = Date.now();
    await world.publish(project.quote(11, '99.00'));
    await eventually(() => expect(agency.received('quote:accepted')).toHaveLength(1));
    expect(Date.now() - sent).toBeLessThan(TICK_MS);
    expect(streamPackets(agency).map(([e]) => e)).toEqual(['quote:accepted']);
    agency.close();
  });

  it('several events in a tick reach a watcher as one frame, in order, none lost', async () => {
    const project = liveProject(world, { disclosure: 3 });
    const projectId = project.settings.projectId;
    const [agency, supplier] = await Promise.all([client(people.agency), client(people.supplierC)]);
    for (const c of [agency, supplier]) await c.request('hall:join', { projectId });
    const storm = Array.from({ length: 12 }, (_, i) => project.quote(11 + (i % 2), `${900 - i}.00`));
    await world.publish(...storm);
    await eventually(() => expect(agency.received('quote:accepted')).toHaveLength(12));
    await eventually(() => expect(supplier.received('quote:accepted')).toHaveLength(12));
    const ranked = project.log.map((m) => project.ranked(m));
    for (const [c, audience, firm] of [
      [agency, 'agency', null],
      [supplier, 'supplier', people.supplierC.companyId],
    ] as const) {
      // Every quote, each as it would have come alone, numbered in the view's seq.
      expect(c.received('quote:accepted')).toEqual(streamItemsOf(ranked, audience, firm).map((i) => i.message));
      const packets = streamPackets(c);
      // The first went at once; the rest came in frames, far fewer packets than events.
      expect(packets[0]![0]).toBe('quote:accepted');
      expect(packets.length).toBeLessThanOrEqual(3);
      for (const [event, message] of packets.slice(1))
        if (event === 'hall:frame') expect(HallFrameMessage.parse(message).items.length).toBeGreaterThan(1);
    }
    agency.close();
    supplier.close();
  });

  it("never holds the quoting supplier's own quote, and keeps its view's order", async () => {
    const project = liveProject(world, { disclosure: 3 });
    const projectId = project.settings.projectId;
    const [agency, quoting] = await Promise.all([client(people.agency), client(people.supplierA)]);
    for (const c of [agency, quoting]) await c.request('hall:join', { projectId });
    // A rival's quote starts the tick; the next rival quote waits in it; then A's own.
    await world.publish(project.quote(12, '99.00'), project.quote(12, '98.00'));
    await settle(50);
    const sent = Date.now();
    await world.publish(project.quote(11, '97.00'));
    await eventually(() => expect(quoting.received('quote:accepted')).toHaveLength(3), TICK_MS);
    expect(Date.now() - sent).toBeLessThan(TICK_MS);
    // Not at the tick's end: the agency's frame of the same events has not gone yet.
    expect(agency.received('quote:accepted')).toHaveLength(1);
    // The rival quote gathered before it went first, so the supplier's view stays in order.
    expect(quoting.received('quote:accepted').map((m) => (m as { seq: number }).seq)).toEqual([1, 2, 3]);
    // The agency, a watcher, got the last two in one frame at the tick's end.
    await eventually(() => expect(agency.received('quote:accepted')).toHaveLength(3));
    expect(streamPackets(agency).map(([e]) => e)).toEqual(['quote:accepted', 'hall:frame']);
    agency.close();
    quoting.close();
  });

  it("a firm's first quote takes only its own room out of the watching firms' frame", async () => {
    const project = liveProject(world, { disclosure: 3 });
    const projectId = project.settings.projectId;
    const [watching, quoting] = await Promise.all([client(people.supplierC), client(people.supplierA)]);
    for (const c of [watching, quoting]) await c.request('hall:join', { projectId });
    // A rival's quote starts the tick, the next waits in the watching firms' frame, then A's first.
    await world.publish(project.quote(12, '99.00'), project.quote(12, '98.00'));
    await settle(50);
    await world.publish(project.quote(11, '97.00'));
    await eventually(() => expect(quoting.received('quote:accepted')).toHaveLength(3), TICK_MS);
    expect(quoting.received('quote:accepted').map((m) => (m as { seq: number }).seq)).toEqual([1, 2, 3]);
    // The firm still watching got nothing early: the rest of its view came in one frame at the tick.
    await eventually(() => expect(watching.received('quote:accepted')).toHaveLength(3));
    expect(streamPackets(watching).map(([e]) => e)).toEqual(['quote:accepted', 'hall:frame']);
    expect(watching.received('quote:accepted').map((m) => (m as { seq: number }).seq)).toEqual([1, 2, 3]);
    watching.close();
    quoting.close();
  });

  it('a frame to many sockets of one view goes packed and reads as the same events; a small view gets it plain', async () => {
    const project = liveProject(world, { disclosure: 3 });
    const projectId = project.settings.projectId;
    const agencies = await Promise.all(Array.from({ length: PACK_MIN }, () => client(people.agency)));
    const purchaser = await client(people.purchaser);
    for (const c of [...agencies, purchaser]) await c.request('hall:join', { projectId });
    await world.publish(...Array.from({ length: 8 }, (_, i) => project.quote(11 + (i % 2), `${800 - i}.00`)));
    for (const c of [...agencies, purchaser])
      await eventually(() => expect(c.received('quote:accepted')).toHaveLength(8));
    const ranked = project.log.map((m) => project.ranked(m));
    for (const [c, audience] of [...agencies.map((a) => [a, 'agency'] as const), [purchaser, 'purchaser'] as const]) {
      expect(c.received('quote:accepted')).toEqual(streamItemsOf(ranked, audience, null).map((i) => i.message));
      const frames = streamPackets(c).filter(([e]) => e === 'hall:frame');
      expect(frames.length).toBeGreaterThan(0);
      for (const [, message] of frames) {
        if (audience === 'agency') expect(PackedHallFrame.parse(message).packed.length).toBeGreaterThan(0);
        else expect(HallFrameMessage.parse(message).items.length).toBeGreaterThan(1);
      }
    }
    for (const c of [...agencies, purchaser]) c.close();
  });

  it.each([2, 3] as const)(
    "a bidder's frame is the watching firms' packed text and its own standings (disclosure %i): its view exactly, nothing of its own in the shared text",
    async (disclosure) => {
      const project = liveProject(world, { disclosure });
      const projectId = project.settings.projectId;
      const [a, b, watching] = await Promise.all([
        client(people.supplierA),
        client(people.supplierB),
        client(people.supplierC),
      ]);
      for (const s of [a, b, watching]) await s.request('hall:join', { projectId });
      // A and B are bidders (in the ranking) before the storm; then only firm 14, with no socket here, quotes.
      await world.publish(project.quote(11, '500.00'), project.quote(12, '499.00'));
      await eventually(() => expect(watching.received('quote:accepted')).toHaveLength(2));
      await settle(TICK_MS * 2);
      await world.publish(...Array.from({ length: 6 }, (_, i) => project.quote(14, `${450 - i}.00`)));
      const ranked = project.log.map((m) => project.ranked(m));
      for (const [s, firm] of [
        [a, 11],
        [b, 12],
        [watching, 13],
      ] as const) {
        const expected = streamItemsOf(ranked, 'supplier', firm).map((i) => i.message);
        await eventually(() => expect(s.received('quote:accepted')).toHaveLength(expected.length));
        // Each item read back is the firm's own view, its standing included.
        expect(s.received('quote:accepted')).toEqual(expected);
      }
      const watchers = streamItemsOf(ranked, 'supplier', null);
      for (const bidder of [a, b]) {
        const frames = streamPackets(bidder).filter(([e]) => e === 'hall:frame');
        expect(frames.length).toBeGreaterThan(0);
        for (const [, message] of frames) {
          const frame = PackedHallFrame.parse(message);
          expect(frame.own?.map((o) => o.at)).toEqual(frame.own?.map((_, at) => at));
          // The shared text alone is what a firm that is no bidder sees of those events.
          const shared = unpackItems(Buffer.from(frame.packed, 'base64')) as { message: { seq: number } }[];
          expect(shared).toEqual(watchers.filter((w) => shared.some((i) => i.message.seq === w.message.seq)));
        }
      }
      // Both bidders got the same shared text: it is packed once for them.
      const texts = (s: TestClient) =>
        streamPackets(s).flatMap(([e, m]) => (e === 'hall:frame' ? [PackedHallFrame.parse(m).packed] : []));
      expect(texts(a)).toEqual(texts(b));
      for (const s of [a, b, watching]) s.close();
    },
  );

  it('watching firms part when a sign-up audit mid-storm moves one seq apart: each keeps its own seq, in order', async () => {
    const project = liveProject(world, { disclosure: 3 });
    const projectId = project.settings.projectId;
    const [b, c, a] = await Promise.all([client(people.supplierB), client(people.supplierC), client(people.supplierA)]);
    for (const s of [b, c, a]) await s.request('hall:join', { projectId });
    // A's quotes only, B and C watching alike, until C's audit sets C's seq one apart.
    const quote = (i: number) => project.quote(11, `${700 - i}.00`);
    await world.publish(quote(0), quote(1), quote(2), project.signupAudited(13, 1, null), quote(3), quote(4), quote(5));
    const ranked = project.log.map((m) => project.ranked(m));
    for (const [s, firm] of [
      [b, 12],
      [c, 13],
      [a, 11],
    ] as const) {
      const expected = streamItemsOf(ranked, 'supplier', firm);
      await eventually(() =>
        expect(s.frames.filter(([e]) => e !== 'hall:snapshot' && e !== 'countdown')).toHaveLength(expected.length),
      );
      expect(s.frames.filter(([e]) => e !== 'hall:snapshot' && e !== 'countdown')).toEqual(
        expected.map((i) => [i.event, i.message]),
      );
    }
    expect(c.received('quote:accepted').map((m) => (m as { seq: number }).seq)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(b.received('quote:accepted').map((m) => (m as { seq: number }).seq)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const s of [a, b, c]) s.close();
  });

  it('a firm that comes into a watched hall between two quotes of a storm gets every event after its snapshot', async () => {
    const project = liveProject(world, { disclosure: 3 });
    const projectId = project.settings.projectId;
    const b = await client(people.supplierB);
    await b.request('hall:join', { projectId });
    const quote = (i: number) => project.quote(11, `${600 - i}.00`);
    await world.publish(quote(0), quote(1));
    await eventually(() => expect(b.received('quote:accepted')).toHaveLength(2));
    const c = await client(people.supplierC);
    await c.request('hall:join', { projectId });
    const joinedAt = (c.received('hall:snapshot')[0] as { seq: number }).seq;
    await world.publish(quote(2), quote(3), quote(4));
    await eventually(() => expect(b.received('quote:accepted')).toHaveLength(5));
    await eventually(() =>
      expect(c.received('quote:accepted').map((m) => (m as { seq: number }).seq)).toEqual(
        [3, 4, 5].filter((seq) => seq > joinedAt),
      ),
    );
    b.close();
    c.close();
  });
});
