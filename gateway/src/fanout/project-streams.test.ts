import { describe, expect, it } from 'vitest';
import { ProjectStream } from './project-streams.ts';
import { openWindow, ProjectOutbox } from '../../test/outbox.ts';

const outbox = () =>
  new ProjectOutbox({
    projectId: 7,
    tenantId: 1,
    winbidRule: 1,
    disclosure: 3,
    maxQuotes: null,
    window: openWindow(0),
  });

describe('a project stream on one node', () => {
  it('takes seqs in order, drops repeats and reports a gap', () => {
    const o = outbox();
    const stream = new ProjectStream(7, 1);
    const [one, two, three, four] = [
      o.quote(1, '9.00'),
      o.quote(2, '8.00'),
      o.quote(1, '7.00'),
      o.quote(2, '6.00'),
    ].map((m) => o.ranked(m));
    expect(stream.accept(one!)).toBe('next');
    expect(stream.accept(one!)).toBe('duplicate');
    expect(stream.accept(three!)).toBe('gap');
    expect(stream.accept(two!)).toBe('duplicate');
    expect(stream.accept(four!)).toBe('next');
    expect(stream.bidders).toBe(2);
  });

  it('hands back the events after a seq, or null once its ring no longer reaches back that far', () => {
    const o = outbox();
    const stream = new ProjectStream(7, 1);
    for (let i = 0; i < 1100; i += 1) stream.accept(o.ranked(o.quote(1 + (i % 3), `${5000 - i}.00`)));
    expect(stream.after(1100)).toEqual([]);
    expect(stream.after(1095)?.map((m) => m.seq)).toEqual([1096, 1097, 1098, 1099, 1100]);
    expect(stream.after(76)?.[0]?.seq).toBe(77);
    expect(stream.after(75)).toBeNull();
  });

  it('hands back null, not a list with a hole, when a seq was lost on the bus', () => {
    const o = outbox();
    const stream = new ProjectStream(7, 1);
    const [one, , three] = [o.quote(1, '90.00'), o.quote(2, '89.00'), o.quote(1, '88.00')].map((m) => o.ranked(m));
    stream.accept(one!);
    stream.accept(three!);
    expect(stream.after(2)?.map((m) => m.seq)).toEqual([3]);
    expect(stream.after(1)).toBeNull();
  });

  it('hands back null when the last seqs were passed over without their events', () => {
    const o = outbox();
    const stream = new ProjectStream(7, 1);
    stream.accept(o.ranked(o.quote(1, '90.00')));
    stream.accept(o.ranked(o.quote(2, '89.00')));
    stream.skipTo(3);
    expect(stream.after(2)).toBeNull();
    expect(stream.after(1)).toBeNull();
    expect(stream.after(3)).toEqual([]);
  });

  it('keeps only a newer window', () => {
    const stream = new ProjectStream(7, 1);
    const window = openWindow(0);
    expect(stream.offerWindow({ ...window, version: 2 })).toBe(true);
    expect(stream.offerWindow({ ...window, version: 1, paused: true })).toBe(false);
    expect(stream.offerWindow({ ...window, version: 2, paused: true })).toBe(false);
    expect(stream.window?.paused).toBe(false);
  });
});
